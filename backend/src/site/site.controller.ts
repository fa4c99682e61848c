import { Controller, Get } from '@nestjs/common';
import type { SiteContent } from '@diet/contracts/entities';
import { SITE_CONTENT } from './site-content';

@Controller('api/site')
export class SiteController {
  @Get()
  get(): SiteContent {
    return SITE_CONTENT;
  }
}
