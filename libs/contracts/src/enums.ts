/** Allowed values of SPEC.md section 3, written once for the API and every frontend. */

export const GALLERY_CATEGORIES = ['Events', 'Infrastructure', 'Activities', 'Achievements'] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const RESEARCH_STATUSES = ['Ongoing', 'Completed', 'Published'] as const;
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];
/** The public status filter's order, as SPEC.md section 2 lists it (not the statuses' own order). */
export const RESEARCH_STATUS_FILTER: readonly ResearchStatus[] = ['Completed', 'Ongoing', 'Published'];

export const BOOK_SUBJECTS = ['Psychology', 'Mathematics', 'Education', 'Science', 'Language', 'Arts'] as const;
export type BookSubject = (typeof BOOK_SUBJECTS)[number];
/** The languages a DIET library in Punjab holds books in (ISO 639-1): English, Punjabi, Hindi, Sanskrit, Urdu. */
export const BOOK_LANGUAGES = ['en', 'pa', 'hi', 'sa', 'ur'] as const;
export type BookLanguage = (typeof BOOK_LANGUAGES)[number];

export const COURSES = ['B.Ed', 'D.El.Ed', 'M.Ed', 'Diploma'] as const;
export type Course = (typeof COURSES)[number];

export const SEMESTERS = [
  '1st Year',
  '2nd Year',
  'Final',
  '1st Semester',
  '2nd Semester',
  '3rd Semester',
  '4th Semester',
] as const;
export type Semester = (typeof SEMESTERS)[number];

export const MATERIAL_SUBJECTS = ['Education', 'Psychology', 'Mathematics', 'Science', 'Language', 'Arts'] as const;
export type MaterialSubject = (typeof MATERIAL_SUBJECTS)[number];

export const MATERIAL_TYPES = ['Notes', 'Presentation', 'Video', 'Assignment', 'Reference'] as const;
export type MaterialType = (typeof MATERIAL_TYPES)[number];

export const SUBSCRIBER_TYPES = ['Student', 'Teacher', 'Administrator', 'Parent', 'Public'] as const;
export type SubscriberType = (typeof SUBSCRIBER_TYPES)[number];

// SPEC's five, then the two a government site's feedback mechanism adds (ARCHITECTURE.md 12.3).
export const CONTACT_SUBJECTS = [
  'admission',
  'course',
  'diksha',
  'research',
  'general',
  'feedback',
  'grievance',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

/** Labels shown for the contact subjects in the form's select. */
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  admission: 'Admission Inquiry',
  course: 'Course Information',
  diksha: 'Diksha Lab Program',
  research: 'Research Collaboration',
  general: 'General Inquiry',
  feedback: 'Feedback',
  grievance: 'Grievance',
};

export const COURSE_STATUSES = ['Active', 'Inactive'] as const;
export type CourseStatus = (typeof COURSE_STATUSES)[number];
/** The course status shown green on the public page and counted under 'Active Courses'. */
export const ACTIVE_COURSE_STATUS: CourseStatus = 'Active';

export const EVENT_CATEGORIES = ['Technology', 'Design', 'Business', 'Marketing', 'Leadership'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];

/** Diksha module categories used overall (SPEC.md section 2, Diksha Lab). */
export const DIKSHA_MODULE_CATEGORIES = [
  'Core Module',
  'Technology',
  'Practical',
  'Assessment',
  'Development',
  'Research',
] as const;
export type DikshaModuleCategory = (typeof DIKSHA_MODULE_CATEGORIES)[number];

export const EVENT_WHEN = ['upcoming', 'past'] as const;
export type EventWhen = (typeof EVENT_WHEN)[number];

export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const MESSAGE_SORTS = ['newest', 'oldest', 'name'] as const;
export type MessageSort = (typeof MESSAGE_SORTS)[number];

/** Words that mark a contact message as urgent (SPEC.md section 4). */
export const URGENT_KEYWORDS = ['urgent', 'asap', 'immediately', 'emergency', 'important'] as const;
