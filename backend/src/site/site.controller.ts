import { Controller, Get, Query } from '@nestjs/common';
import type { SiteContent } from '@diet/contracts/entities';
import { itemLanguage } from '../content/content-translations';
import { SITE_CONTENT } from './site-content';
import { siteContentIn } from './site-translations';

@Controller('api/site')
export class SiteController {
  /** The site content; `?lang=pa|hi` answers its texts in Punjabi or Hindi. */
  @Get()
  get(@Query() query: Record<string, unknown>): SiteContent {
    return siteContentIn(SITE_CONTENT, itemLanguage(query));
  }
}
