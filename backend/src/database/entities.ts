/** Every entity the data source knows: the content types' mappings come from their definitions. */
import { ActivityLogEntity } from '../activity/activity-log.entity';
import { VisitEntity } from '../analytics/visit.entity';
import { AccountLinkEntity } from '../auth/account-link.entity';
import { AdminSessionEntity } from '../auth/admin-session.entity';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { RecoveryCodeEntity } from '../auth/recovery-code.entity';
import { RevokedTokenEntity } from '../auth/revoked-token.entity';
import { ThrottleCounterEntity } from '../common/throttle-counter.entity';
import { ComplianceReportEntity } from '../compliance/compliance-report.entity';
import { JobRunEntity } from '../jobs/job-run.entity';
import { ContactMessageEntity } from '../contact/contact-message.entity';
import { StoredFileEntity } from '../files/stored-file.entity';
import { NewsletterCampaignEntity } from '../newsletter/newsletter-campaign.entity';
import { NewsletterDeliveryEntity } from '../newsletter/newsletter-delivery.entity';
import { SubscriberEntity } from '../newsletter/subscriber.entity';
import { CONTENT_SCHEMAS, SINGLETON_SCHEMAS } from '../content/content-schemas';
import { ContentRevisionEntity, ContentTrashEntity } from '../content/content-governance.entities';
import { ReviewReminderEntity } from '../content/review-dates';
import {
  TrainingAttendanceEntity,
  TrainingCertificateEntity,
  TrainingCheckInCodeEntity,
  TrainingEnrolmentEntity,
  TrainingPlacesEntity,
} from '../trainings/training-enrolment.entity';
import { AppStateEntity } from './app-state.entity';

export const ENTITIES = [
  ActivityLogEntity,
  VisitEntity,
  AdminUserEntity,
  AdminSessionEntity,
  AccountLinkEntity,
  RecoveryCodeEntity,
  RevokedTokenEntity,
  ContactMessageEntity,
  StoredFileEntity,
  NewsletterCampaignEntity,
  NewsletterDeliveryEntity,
  SubscriberEntity,
  AppStateEntity,
  ComplianceReportEntity,
  JobRunEntity,
  ThrottleCounterEntity,
  ContentTrashEntity,
  ContentRevisionEntity,
  ReviewReminderEntity,
  TrainingEnrolmentEntity,
  TrainingPlacesEntity,
  TrainingAttendanceEntity,
  TrainingCertificateEntity,
  TrainingCheckInCodeEntity,
  ...CONTENT_SCHEMAS.values(),
  ...SINGLETON_SCHEMAS.values(),
];
