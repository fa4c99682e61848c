/** GET /remotes.json: where the shell finds each remote's mf-manifest.json (set by REMOTE_URL_*). */
import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RemoteName } from '@diet/contracts/api';
import { RawResponse } from '../common/route-metadata';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { NO_CACHE } from './cache-policy';

@Controller()
export class RemotesController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('remotes.json')
  @RawResponse()
  @Header('Cache-Control', NO_CACHE)
  remotes(): Record<RemoteName, string> {
    return this.config.remoteUrls;
  }
}
