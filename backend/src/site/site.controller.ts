import { Controller, Get, Inject, Query, Res, StreamableFile } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import type { SiteContent } from '@diet/contracts/entities';
import type { Language } from '@diet/contracts/languages';
import { EMBLEM_POSITIONS, siteEmblems } from '@diet/contracts/content-types/site-emblems';
import { siteSettings } from '@diet/contracts/content-types/site-settings';
import { contentServiceToken } from '../content/content-controllers';
import { itemLanguage } from '../content/content-translations';
import type { ContentService } from '../content/content.service';
import { singletonServiceToken } from '../content/singleton.service';
import type { SingletonService } from '../content/singleton.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DescribedBy } from '../docs/operation-docs';
import { FILE_STORAGE, storedNameOf, type FileStorage } from '../files/file-storage';
import { ShareCards, shareCardVersion } from '../seo/share-card';

/** The bytes of a stream (an emblem of a few hundred KB at most). */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const headerOrder = (position: unknown) => EMBLEM_POSITIONS.indexOf(position as (typeof EMBLEM_POSITIONS)[number]);

@Controller('api/site')
export class SiteController {
  private readonly cards: ShareCards;

  constructor(
    private readonly modules: ModuleRef,
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {
    this.cards = new ShareCards(join(config.dataDir, 'share-cards'));
  }

  /** The published site settings with the published emblems; `?lang=pa|hi` answers their texts in Punjabi or Hindi. */
  @Get()
  async get(@Query() query: Record<string, unknown>): Promise<SiteContent> {
    const language = itemLanguage(query);
    return siteContentOf(
      (await siteSettingsOf(this.modules).published(language)) as Omit<SiteContent, 'emblems'>,
      await this.emblems(language),
    );
  }

  /**
   * The picture a shared link of a page without its own shows (og:image): the institute's name and
   * subtitle in the language (`?lang=pa|hi`), with its first emblem. Its address carries the
   * version it draws (`v`, shell-page.ts writes it): that one is kept for a year, any other briefly.
   */
  @Get('share-card.png')
  @DescribedBy({
    operation: {
      operationId: 'getShareCard',
      summary: "The site's picture for shared links (PNG, 1200 x 630), in the language of ?lang",
      responses: { '200': { description: 'The picture', content: { 'image/png': {} } } },
    },
  })
  async shareCard(
    @Query() query: Record<string, unknown>,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StreamableFile> {
    const language = itemLanguage(query);
    const site = await this.get(query);
    const png = await this.cards.card(site, language, async () => {
      const name = storedNameOf(site.emblems[0]?.src);
      const file = name ? await this.files.open(name) : null;
      return file ? bytesOf(file.stream) : undefined;
    });
    const current = query.v === shareCardVersion(site, language);
    res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }

  /** The visitors' own list of the emblems: only what is published, each description in the language. */
  private async emblems(language: Language): Promise<SiteContent['emblems']> {
    const emblems = await this.modules
      .get<ContentService>(contentServiceToken(siteEmblems), { strict: false })
      .list({ lang: language }, 'public');
    const inHeaderOrder = [...emblems.items].sort((a, b) => headerOrder(a.position) - headerOrder(b.position));
    return inHeaderOrder.map((e) => ({ src: String(e.image), alt: String(e.description) }));
  }
}

/** The answer of GET /api/site: the settings, the emblems, and the social links that have an address (12.1: shown only when set). */
export function siteContentOf(settings: Omit<SiteContent, 'emblems'>, emblems: SiteContent['emblems']): SiteContent {
  return { ...settings, social: settings.social.filter((s) => s.url), emblems };
}

/** The site settings' service (ContentModule makes it from the definition). */
export const siteSettingsOf = (modules: ModuleRef): SingletonService =>
  modules.get<SingletonService>(singletonServiceToken(siteSettings), { strict: false });
