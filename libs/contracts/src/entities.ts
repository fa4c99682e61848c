/**
 * The entities of SPEC.md section 3 as the API sends them. Ids are UUID strings in `id`;
 * dates are ISO 8601 strings (ARCHITECTURE.md section 3).
 */
import type { MessageStatus } from './contact-tracking';
import type { ContactSubject, DeliveryState, SubscriberType } from './enums';
import type { Role } from './accounts';

export interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

/** A stored file: URL under /uploads/ and the name it was uploaded with. */
export interface StoredFile {
  file: string;
  fileName: string;
  fileSize: number;
  fileType: string;
}

export interface CarouselPhoto {
  src: string;
  alt: string;
  caption: string;
}

export interface Facility {
  id: string;
  title: string;
  description: string;
  image: string;
  features: string[];
}

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  read: boolean;
  createdAt: string;
  /** Tracked messages (ARCHITECTURE.md 12.3): 'DIET-2026-000123', where the office's answer stands. */
  reference: string;
  status: MessageStatus;
  reply: string | null;
  updatedAt: string;
}

export interface Subscriber {
  id: string;
  name: string;
  email: string;
  type: SubscriberType;
  subscribedAt: string;
  status: boolean;
}

export interface NewsletterCampaign {
  id: string;
  subject: string;
  content: string;
  createdAt: string;
  recipientCount: number;
  sentCount: number;
  failedCount: number;
  pendingCount: number;
}

export interface RecentNewsletter {
  id: string;
  createdAt: string;
  subject: string;
  content: string;
  recipientCount: number;
}

export interface NewsletterDelivery {
  id: string;
  campaignId: string;
  email: string;
  state: DeliveryState;
  error: string | null;
  /** Tries made so far. */
  attempts: number;
  /** When a `pending` delivery is tried again after a passing refusal; null when not waiting. */
  nextAttemptAt: string | null;
  sentAt: string | null;
}

/** The content types' records: inferred from their definitions (libs/contracts/src/content-types). */
export type { LibraryBookRecord as LibraryBook } from './content-types/library';
export type { ResultRecord as ExamResult } from './content-types/results';
export type { StaffRecord as StaffMember } from './content-types/staff';
export type { GalleryRecord as GalleryItem } from './content-types/gallery';
export type { StudyMaterialRecord as StudyMaterial } from './content-types/study-material';
export type { Notice } from './content-types/notices';
export type { ResearchPaperRecord as ResearchPaper } from './content-types/research';
export type { InstituteEventRecord as InstituteEvent } from './content-types/events';

export type { DikshaCourseRecord as DikshaCourse } from './content-types/diksha-courses';
export type { TraineeRecordRecord as TraineeRecord } from './content-types/trainee-records';
/** What the public trainee list carries: no employee ID or other identifier. */
export type PublicTrainee = Omit<import('./content-types/trainee-records').TraineeRecordRecord, 'employeeId'>;

export interface AdminUser {
  id: string;
  email: string;
  name: string;
  /** What the back office shows this person (permissions.ts). */
  role: Role;
}

export interface AdminSession {
  token: string;
  user: AdminUser;
}

export interface RecentActivity {
  action: string;
  user: string;
  time: string;
}

/**
 * GET /api/admin/dashboard/stats: '<key>Count' and '<key>Change' for every content type (under its
 * dashboardKey: staffCount, studyMaterialChange, traineeCount) and for the subscribers, the change
 * being "created in the last 30 days minus created in the 30 days before".
 */
export interface DashboardStats {
  [figure: `${string}Count` | `${string}Change`]: number;
  recentActivities: RecentActivity[];
  /**
   * Grievances older than GRIEVANCE_OVERDUE_DAYS neither resolved nor closed (ARCHITECTURE.md 12.3);
   * only for those who may read messages.
   */
  overdueGrievances?: number;
  /** Unique visitors of the public site today (institute time). */
  visitorsToday: number;
}

/** GET /api/site: texts and figures SPEC.md leaves open (ARCHITECTURE.md section 9). */
export interface SiteContent {
  /**
   * The state emblem and the institute logo the office uploaded (content type site-emblems), in
   * header order, each described in the asked language; empty until the artwork is uploaded.
   */
  emblems: { src: string; alt: string }[];
  instituteName: string;
  instituteShortName: string;
  subtitle: string;
  footerText: string;
  address: { lines: string[]; pin: string; mapUrl: string; mapEmbedUrl: string };
  phone: string;
  email: string;
  officeHours: string;
  principal: { name: string; title: string; photo: string; message: string[] };
  /** Shown only when its url is set. */
  social: { network: string; url: string }[];
  carousel: CarouselPhoto[];
  facilities: Facility[];
  researchAreas: { title: string; description: string; projects: number }[];
  dikshaFeatures: { title: string; description: string }[];
  dikshaModules: { title: string; hours: number; category: string; topics: string[] }[];
  newsletterBenefits: string[];
  brochureUrl: string;
  /**
   * Whether the footer shows the count of visitors (GIGW 3.0 makes a counter optional): the
   * institute's choice. The count is read from GET /api/site/visitors.
   */
  visitorCounter: boolean;
  hero: { headline: string; subline: string };
  stats: { value: string; label: string }[];
  about: {
    mission: string;
    vision: string;
    values: { title: string; text: string }[];
    timeline: { year: string; title: string; text: string }[];
  };
  /** The NCTE recognition; empty until the office enters the order. */
  recognition: { order: string | null; date: string | null; body: string | null };
}

export type { DeliveryState };
