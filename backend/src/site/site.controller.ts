import { Controller, Get, Inject, Query, Res, StreamableFile } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { join } from 'node:path';
import type { Response } from 'express';
import type { SiteContent } from '@diet/contracts/entities';
import { siteSettings } from '@diet/contracts/content-types/site-settings';
import { itemLanguage } from '../content/content-translations';
// Before the singleton service: it reaches the content controllers' module through a cycle that
// site-facts enters at its start.
import { publishedEmblems, uploadedBytes } from './site-facts';
import { singletonServiceToken } from '../content/singleton.service';
import type { SingletonService } from '../content/singleton.service';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DescribedBy } from '../docs/operation-docs';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { ShareCards, shareCardVersion } from '../seo/share-card';

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
      await publishedEmblems(this.modules, language),
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
    const png = await this.cards.card(site, language, () => uploadedBytes(this.files, site.emblems[0]?.src));
    const current = query.v === shareCardVersion(site, language);
    res.setHeader('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    return new StreamableFile(png, { type: 'image/png', length: png.length });
  }
}

/** The answer of GET /api/site: the settings, the emblems, and the social links that have an address (12.1: shown only when set). */
export function siteContentOf(settings: Omit<SiteContent, 'emblems'>, emblems: SiteContent['emblems']): SiteContent {
  return { ...settings, social: settings.social.filter((s) => s.url), emblems };
}

/** The site settings' service (ContentModule makes it from the definition). */
export const siteSettingsOf = (modules: ModuleRef): SingletonService =>
  modules.get<SingletonService>(singletonServiceToken(siteSettings), { strict: false });
