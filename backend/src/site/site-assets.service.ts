/**
 * Makes the site's pictures and brochure on first boot (small generated PNGs and a PDF) and
 * keeps them under /uploads/ with fixed names, so the site content can point at real files. The
 * brochure's name carries its content's version, so each version is made once and then served as stored.
 */
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { illustrationPng, type Scene } from '../common/media/illustration';
import { simplePdf } from '../common/media/pdf-writer';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { BROCHURE, BROCHURE_FILE, FACILITY_IDS, SITE_ASSET } from './site-content';

interface AssetSpec {
  name: string;
  originalName: string;
  build: () => Buffer;
}

function specs(): AssetSpec[] {
  const scenes: Scene[] = ['campus', 'classroom', 'garden', 'lab', 'campus'];
  return [
    ...scenes.map((scene, i) => ({
      name: SITE_ASSET.carousel(i + 1),
      originalName: `campus-${i + 1}.png`,
      build: () => illustrationPng(960, 480, i + 1, scene),
    })),
    {
      name: SITE_ASSET.principal,
      originalName: 'principal.png',
      build: () => illustrationPng(360, 420, 2, 'portrait'),
    },
    ...FACILITY_IDS.map((id, i) => ({
      name: SITE_ASSET.facility(id),
      originalName: `${id}.png`,
      build: () => illustrationPng(640, 400, i + 3, i % 2 ? 'classroom' : 'lab'),
    })),
    {
      name: BROCHURE_FILE,
      originalName: 'DIET-Faridkot-Brochure.pdf',
      build: () => simplePdf(BROCHURE.title, BROCHURE.lines, { subtitles: BROCHURE.subtitles }),
    },
  ];
}

@Injectable()
export class SiteAssetsService implements OnApplicationBootstrap {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const spec of specs()) {
      const existing = await this.storage.resolve(spec.name);
      if (existing && existing.originalName === spec.originalName) continue;
      await this.storage.saveAs(spec.name, spec.build(), spec.originalName, 'site');
    }
  }
}
