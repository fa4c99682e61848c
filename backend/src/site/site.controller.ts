import { Controller, Get, Query } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { SiteContent } from '@diet/contracts/entities';
import { EMBLEM_POSITIONS, siteEmblems } from '@diet/contracts/content-types/site-emblems';
import { contentServiceToken } from '../content/content-controllers';
import { itemLanguage } from '../content/content-translations';
import type { ContentService } from '../content/content.service';
import { SITE_CONTENT } from './site-content';
import { siteContentIn } from './site-translations';

const headerOrder = (position: unknown) => EMBLEM_POSITIONS.indexOf(position as (typeof EMBLEM_POSITIONS)[number]);

@Controller('api/site')
export class SiteController {
  constructor(private readonly modules: ModuleRef) {}

  /** The site content with the published emblems; `?lang=pa|hi` answers its texts in Punjabi or Hindi. */
  @Get()
  async get(@Query() query: Record<string, unknown>): Promise<SiteContent> {
    const language = itemLanguage(query);
    // The visitors' own list of the type: only what is published, each description in the language.
    const emblems = await this.modules.get<ContentService>(contentServiceToken(siteEmblems), { strict: false }).list({ lang: language }, 'public');
    const inHeaderOrder = [...emblems.items].sort((a, b) => headerOrder(a.position) - headerOrder(b.position));
    return { ...siteContentIn(SITE_CONTENT, language), emblems: inHeaderOrder.map((e) => ({ src: String(e.image), alt: String(e.description) })) };
  }
}
