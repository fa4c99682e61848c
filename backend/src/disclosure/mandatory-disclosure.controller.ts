/**
 * GET /api/mandatory-disclosure?lang=: the NCTE mandatory disclosure (ARCHITECTURE.md 12.3), public
 * and cached like the other public answers (cache/public-cache.ts): any change of content makes
 * the next read fresh, and so does a new day, since the quarter counted moves with it.
 */
import { Controller, Get, Query } from '@nestjs/common';
import { MANDATORY_DISCLOSURE_PATH, type MandatoryDisclosure } from '@diet/contracts/mandatory-disclosure';
import { itemLanguage } from '../content/content-translations';
import { MandatoryDisclosureService } from './mandatory-disclosure.service';

@Controller('api')
export class MandatoryDisclosureController {
  constructor(private readonly disclosures: MandatoryDisclosureService) {}

  @Get(MANDATORY_DISCLOSURE_PATH)
  get(@Query() query: Record<string, unknown>): Promise<MandatoryDisclosure> {
    return this.disclosures.disclosure(itemLanguage(query));
  }
}
