import { Module } from '@nestjs/common';
import { FormRetentionService, FormRetentionWorker } from './form-retention';

/** The privacy policy's automatic deletions (form-retention.ts). */
@Module({ providers: [FormRetentionService, FormRetentionWorker] })
export class RetentionModule {}
