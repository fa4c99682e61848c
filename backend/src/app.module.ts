/**
 * The root module, built from an AppConfig so tests and main.ts assemble the very same app.
 * `logger` is the process's pino logger (common/logging); tests pass one writing to a stream.
 */
import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Logger } from 'pino';
import { ActivityModule } from './activity/activity.module';
import { AuditModule } from './audit/audit.module';
import { ComplianceModule } from './compliance/compliance.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { PublicCacheModule } from './cache/public-cache.module';
import { DatabaseThrottlerStorage } from './common/database-throttler-storage';
import { GracefulShutdown } from './common/graceful-shutdown';
import { createAppLogger } from './common/logging/app-logger';
import { LoggingModule } from './common/logging/logging.module';
import { PublicPostThrottlerGuard } from './common/public-post-throttler.guard';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { ContactModule } from './contact/contact.module';
import { ContentModule } from './content/content.module';
import { buildDataSourceOptions, createDataSource, refuseStaleSchema } from './database/data-source-options';
import { DashboardModule } from './dashboard/dashboard.module';
import { DisclosureModule } from './disclosure/disclosure.module';
import { DikshaLabModule } from './diksha-lab/diksha-lab.module';
import { DocsModule } from './docs/docs.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { MetricsModule } from './metrics/metrics.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { RetentionModule } from './retention/retention.module';
import { SeedModule } from './seed/seed.module';
import { SeoModule } from './seo/seo.module';
import { SiteModule } from './site/site.module';
import { TrainingsModule } from './trainings/trainings.module';
import { WebModule } from './web/web.module';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig, logger: Logger = createAppLogger(config.log)): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigHolderModule.forConfig(config),
        LoggingModule.forLogger(logger),
        MetricsModule,
        TypeOrmModule.forRootAsync({
          useFactory: () => ({
            ...buildDataSourceOptions(config),
            retryAttempts: config.dbRetryAttempts,
            retryDelay: 2000,
          }),
          dataSourceFactory: async (options) => refuseStaleSchema(await createDataSource(options!), config),
        }),
        // Counts in the database, so every replica on it applies one limit (database-throttler-storage.ts).
        ThrottlerModule.forRootAsync({
          inject: [DataSource],
          useFactory: (dataSource: DataSource) => ({
            throttlers: [{ name: 'public', ttl: config.throttle.ttlMs, limit: config.throttle.publicLimit }],
            storage: new DatabaseThrottlerStorage(dataSource),
          }),
        }),
        ActivityModule,
        JobsModule,
        AuditModule,
        PublicCacheModule,
        FilesModule,
        AuthModule,
        HealthModule,
        SiteModule,
        WebModule,
        ContentModule.forContentTypes(),
        RetentionModule,
        DikshaLabModule,
        DisclosureModule,
        TrainingsModule,
        NewsletterModule,
        ContactModule,
        AnalyticsModule,
        SeoModule,
        DashboardModule,
        ComplianceModule,
        DocsModule.forConfig(config),
        // Last, so the administrator and the site files exist before the demo content is added.
        SeedModule,
      ],
      providers: [{ provide: APP_GUARD, useClass: PublicPostThrottlerGuard }, GracefulShutdown],
    };
  }
}

/** Makes the AppConfig injectable everywhere under APP_CONFIG. */
@Module({})
class ConfigHolderModule {
  static forConfig(config: AppConfig): DynamicModule {
    return {
      module: ConfigHolderModule,
      global: true,
      providers: [{ provide: APP_CONFIG, useValue: config }],
      exports: [APP_CONFIG],
    };
  }
}
