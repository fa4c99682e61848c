import { Module } from '@nestjs/common';
import { SiteAssetsService } from './site-assets.service';
import { SiteController } from './site.controller';

@Module({ controllers: [SiteController], providers: [SiteAssetsService] })
export class SiteModule {}
