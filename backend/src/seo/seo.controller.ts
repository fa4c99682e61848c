/** /robots.txt and /sitemap.xml for search engines; absolute URLs come from PUBLIC_URL. */
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { itemPageOf } from '@diet/contracts/content-type';
import { itemPageHref } from '@diet/contracts/public-routes';
import { READING_PREFS } from '@diet/contracts/reading-prefs';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RawResponse } from '../common/route-metadata';
import { CONTENT_SERVICES } from '../content/content-trash';
import type { ContentService } from '../content/content.service';
import { PUBLIC_ROUTES } from './public-routes';
import { sitemapEntries, type SitemapPage } from './sitemap-languages';

/**
 * Item pages listed per type, the most recently changed first: a sitemap holds at most 50,000
 * addresses, and each page comes in three languages (seven types of 2,000 are 42,000 with the rest).
 */
const SITEMAP_ITEMS_PER_TYPE = 2_000;

@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    // The content services, looked up when first needed (as the uploads do): they are the content module's.
    private readonly modules: ModuleRef,
  ) {}

  /** Every item page visitors can open, with when it last changed. */
  private async itemPages(): Promise<SitemapPage[]> {
    const services = this.modules.get<ContentService[]>(CONTENT_SERVICES, { strict: false });
    const pages = await Promise.all(
      services.map(async (service) => {
        if (!itemPageOf(service.definition)) return [];
        const items = await service.publicItemDates(SITEMAP_ITEMS_PER_TYPE);
        return items.map(({ id, changed }) => ({ path: itemPageHref(service.definition.path, id)!, lastmod: changed }));
      }),
    );
    return pages.flat();
  }

  @Get('robots.txt')
  @RawResponse()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /api',
      // The reading tools' no-script form: a crawler that submits it gets only a redirect.
      `Disallow: ${READING_PREFS.path}`,
      '',
      `Sitemap: ${this.config.publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  @Get('sitemap.xml')
  @RawResponse()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async sitemap(): Promise<string> {
    const pages = [...PUBLIC_ROUTES.map((path) => ({ path })), ...(await this.itemPages())];
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...sitemapEntries(pages, this.config.publicUrl),
      '</urlset>',
      '',
    ].join('\n');
  }
}
