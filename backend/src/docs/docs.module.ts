/** The API's description and its page (docs.controller.ts); behind the admin token in production. */
import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app-config';
import { ApiDocs } from './api-docs';
import { docsController } from './docs.controller';

@Module({})
export class DocsModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: DocsModule,
      imports: [DiscoveryModule],
      controllers: [docsController({ needsToken: config.isProduction })],
      providers: [ApiDocs],
      exports: [ApiDocs],
    };
  }
}
