/**
 * Makes the site's pictures and brochure on first boot (small generated PNGs and a PDF) and
 * keeps them under /uploads/ with fixed names, so the site content can point at real files.
 */
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { illustrationPng, type Scene } from '../common/media/illustration';
import { simplePdf } from '../common/media/pdf-writer';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { FACILITY_IDS, SITE_ASSET, SITE_CONTENT } from './site-content';

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
    { name: SITE_ASSET.principal, originalName: 'principal.png', build: () => illustrationPng(360, 420, 2, 'portrait') },
    ...FACILITY_IDS.map((id, i) => ({
      name: SITE_ASSET.facility(id),
      originalName: `${id}.png`,
      build: () => illustrationPng(640, 400, i + 3, i % 2 ? 'classroom' : 'lab'),
    })),
    {
      name: SITE_ASSET.brochure,
      originalName: 'DIET-Faridkot-Brochure.pdf',
      build: () =>
        simplePdf(`${SITE_CONTENT.instituteName} - Brochure`, [
          SITE_CONTENT.address.lines.join(', ') + ` - ${SITE_CONTENT.address.pin}`,
          `Phone: ${SITE_CONTENT.phone}   E-mail: ${SITE_CONTENT.email}`,
          `Office hours: ${SITE_CONTENT.officeHours}`,
          '',
          'Facilities:',
          ...SITE_CONTENT.facilities.map((f) => `  - ${f.title}: ${f.features.join(', ')}`),
          '',
          'Diksha Lab - 100-hour teacher training programme:',
          ...SITE_CONTENT.dikshaModules.map((m) => `  - ${m.title} (${m.hours} hours, ${m.category})`),
        ]),
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
