/**
 * Routes, services and table mappings of every content type in CONTENT_TYPES (libs/contracts):
 * adding a content type adds its API here without a module of its own.
 */
import { Module, type DynamicModule, type Provider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { ActivityService } from '../activity/activity.service';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { MailModule } from '../mail/mail.module';
import { PublicCacheModule } from '../cache/public-cache.module';
import {
  adminContentController,
  adminCountsControllers,
  adminPreviewControllers,
  contentServiceToken,
  publicContentControllers,
} from './content-controllers';
import { feedControllers } from './content-feeds';
import { CONTENT_HOOKS } from './content-hooks';
import { adminPublishingController } from './content-publishing.controller';
import { ReviewQueueController } from './review-queue';
import { ContentArchive, ContentArchiveController } from './content-archive';
import { ContentSearch, ContentSearchController } from './content-search';
import { CONTENT_SCHEMAS, SINGLETON_SCHEMAS } from './content-schemas';
import { singletonControllers } from './singleton-controllers';
import { singletonServiceToken } from './singleton.service';
import { SingletonService } from './singleton.service';
import { adminRevisionsController } from './content-revisions';
import { CONTENT_SERVICES, ContentTrashService, TrashController, TrashPurgeWorker } from './content-trash';
import { ScheduledPublicationsWorker } from './scheduled-publications';
import { PastReviewController, ReviewRemindersWorker } from './review-dates';
import { InstituteName } from './institute-name';
import { INSTITUTE_NAME } from './institute-name-token';
import { SentBackMailer } from './review-mails';
import { ContentService } from './content.service';

@Module({})
export class ContentModule {
  static forContentTypes(): DynamicModule {
    const providers: Provider[] = CONTENT_TYPES.map((definition) => ({
      provide: contentServiceToken(definition),
      inject: [getDataSourceToken(), ActivityService, FILE_STORAGE],
      useFactory: (db: DataSource, activity: ActivityService, storage: FileStorage) =>
        new ContentService(
          definition,
          CONTENT_SCHEMAS.get(definition)!,
          db,
          activity,
          storage,
          CONTENT_HOOKS[definition.name],
        ),
    }));
    const singletons: Provider[] = [...SINGLETON_SCHEMAS].map(([definition, schema]) => ({
      provide: singletonServiceToken(definition),
      inject: [getDataSourceToken(), ActivityService],
      useFactory: (db: DataSource, activity: ActivityService) => new SingletonService(definition, schema, db, activity),
    }));
    return {
      module: ContentModule,
      // A send-back mails the author.
      imports: [MailModule, PublicCacheModule],
      // A hook's own routes first, so that 'order' in PUT /api/admin/staff/order is not taken for an id.
      controllers: [
        ...CONTENT_TYPES.flatMap((d) => [
          ...(CONTENT_HOOKS[d.name]?.controllers ?? []),
          ...publicContentControllers(d),
          ...adminCountsControllers(d),
          adminContentController(d),
          adminRevisionsController(d),
          adminPublishingController(d),
          ...adminPreviewControllers(d),
          ...feedControllers(d),
        ]),
        ...[...SINGLETON_SCHEMAS.keys()].flatMap(singletonControllers),
        ReviewQueueController,
        ContentSearchController,
        ContentArchiveController,
        PastReviewController,
        TrashController,
      ],
      providers: [
        ...providers,
        ...singletons,
        ContentSearch,
        ContentArchive,
        // The trash spans every type: it reaches each one's service.
        {
          provide: CONTENT_SERVICES,
          inject: CONTENT_TYPES.map(contentServiceToken),
          useFactory: (...services: ContentService[]) => services,
        },
        ContentTrashService,
        TrashPurgeWorker,
        ScheduledPublicationsWorker,
        ReviewRemindersWorker,
        SentBackMailer,
        InstituteName,
        { provide: INSTITUTE_NAME, useExisting: InstituteName },
      ],
    };
  }
}
