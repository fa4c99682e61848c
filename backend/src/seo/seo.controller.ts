/** /robots.txt and /sitemap.xml for search engines; absolute URLs come from PUBLIC_URL. */
import { Controller, Get, Header, Inject } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RawResponse } from '../common/route-metadata';
import { PUBLIC_ROUTES } from './public-routes';
import { sitemapEntries } from './sitemap-languages';

@Controller()
export class SeoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('robots.txt')
  @RawResponse()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  robots(): string {
    return ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', '', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  @Get('sitemap.xml')
  @RawResponse()
  @Header('Content-Type', 'application/xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  sitemap(): string {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...sitemapEntries(PUBLIC_ROUTES, this.config.publicUrl),
      '</urlset>',
      '',
    ].join('\n');
  }
}
