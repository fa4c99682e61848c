/** Business constants and limits of SPEC.md section 9. */

/**
 * A number typed with Gurmukhi (੦-੯) or Devanagari (०-९) digits, as phones in Punjabi and Hindi
 * offer them, read with 0-9 (issue 39 item 9): the year '੨੦੨੪' is 2024. Other characters stay.
 */
export function westernDigits(text: string): string {
  return text.replace(/[\u0A66-\u0A6F\u0966-\u096F]/g, (digit) => {
    const code = digit.codePointAt(0)!;
    return String(code - (code >= 0x0a66 ? 0x0a66 : 0x0966));
  });
}

export const SPLASH_MS = 2000;
/** The splash's fade-out (the shell's index.html CSS, class SPLASH_LEAVING_CLASS); it ends exactly at SPLASH_MS. */
export const SPLASH_FADE_MS = 300;
/** The class that starts the splash's fade-out (index.html's CSS names it too). */
export const SPLASH_LEAVING_CLASS = 'splash-leaving';
/**
 * How long the first page waits for its data before it renders without it (then showing its own
 * loading state): past the splash, a slow API must not keep the page blank.
 */
export const FIRST_DATA_WAIT_MS = 3000;
export const TOAST_SECONDS = 4;
export const MENU_BREAKPOINT_PX = 1024;
export const ADMIN_MOBILE_BREAKPOINT_PX = 1224;

export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 500;
export const CAROUSEL_SIMPLE_MAX_WIDTH_PX = 1024;
export const EVENTS_STRIP_SECONDS_PER_EVENT = 5;
export const EVENT_DESCRIPTION_PREVIEW = 100;
export const LATEST_UPDATES_COUNT = 3;
export const STAFF_SCROLL_THRESHOLD = 3;
export const NEWSLETTER_EXCERPT = 120;
export const MESSAGE_PREVIEW = 50;
export const MESSAGE_READ_MORE_ABOVE = 150;
export const RESEARCH_DESCRIPTION_PREVIEW = 20;
export const EVENT_ID_DISPLAY = 6;
export const CARD_ANIMATION_DELAY_S = 0.1;

/** Relative-time thresholds of the message centre, in milliseconds. */
export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** Videos among study materials may be larger (ARCHITECTURE.md section 9). */
export const MAX_VIDEO_UPLOAD_BYTES = 50 * 1024 * 1024;

export const RESEARCH_MIN_YEAR = 2000;
export const RESULT_MIN_YEAR = 2020;
/** Results may be published for the next academic year. */
export const RESULT_MAX_YEARS_AHEAD = 1;
export const BOOK_MIN_COPIES = 1;
/** The earliest publication year a catalogued book may have (printed books). */
export const BOOK_MIN_YEAR = 1450;
export const COURSE_MIN_HOURS = 1;
export const TRAINEE_MIN_HOURS = 0;
export const TRAINEE_MIN_COURSES = 0;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

export const DIKSHA_PROGRAMME_HOURS = 100;
export const REEVALUATION_DAYS = 15;
export const FOUNDATION_YEAR = 1989;
export const COPYRIGHT_YEAR = 2024;
export const PIN_CODE = '151203';
export const INSTITUTE_TIME_ZONE = 'Asia/Kolkata';

/** Lists (ARCHITECTURE.md section 3). */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;
/** Research papers per page on the public /research page (its list page's `pageSize`). */
export const RESEARCH_PAGE_SIZE = 24;

/** Maximum lengths of text fields: every text field has one (ARCHITECTURE.md section 9). */
export const MAX_LENGTH = {
  name: 120,
  title: 200,
  shortText: 120,
  email: 254,
  phone: 30,
  isbn: 20,
  callNumber: 40,
  url: 500,
  fileName: 255,
  excerpt: 300,
  description: 5000,
  message: 5000,
  subject: 200,
  newsletterContent: 100_000,
  password: 128,
  certificates: 2000,
  query: 200,
} as const;

/** Shortest new staff password (VALIDATION.newPasswordTooShort says the same; ASVS 5.0 6.2.1). */
export const PASSWORD_MIN_LENGTH = 12;
/**
 * Longest new password in UTF-8 bytes: bcrypt reads no further, so a longer one would be accepted
 * and then silently cut (VALIDATION.newPasswordTooManyBytes says the same). 72 bytes are 72 Latin
 * letters but only 24 Gurmukhi or Devanagari ones.
 */
export const PASSWORD_MAX_BYTES = 72;

/** Failed sign-ins of one account before it is locked, and for how long (ARCHITECTURE.md 12.4). */
export const ACCOUNT_LOCKOUT_FAILURES = 5;
export const ACCOUNT_LOCKOUT_MINUTES = 15;

/** Pattern of SPEC.md section 5: something@something. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** India has kept UTC+05:30, without daylight saving, since 1945. */
export const INSTITUTE_UTC_OFFSET_MS = 330 * 60_000;

/** Current year in the institute's time zone, for the year rules. */
export function currentYear(now: Date = new Date()): number {
  return Number(todayInInstitute(now).slice(0, 4));
}

/**
 * Today's calendar date (YYYY-MM-DD) in the institute's time zone: an event dated today is upcoming.
 * Plain arithmetic on the fixed offset: the first Intl format with a time zone costs tens of
 * milliseconds on a phone (its zone data loads), and pages and the API ask for this often.
 */
export function todayInInstitute(now: Date = new Date()): string {
  return new Date(now.getTime() + INSTITUTE_UTC_OFFSET_MS).toISOString().slice(0, 10);
}

/** Widths (px) of the sized copies of uploaded JPEG/PNG images: GET /uploads/<name>?w=<width>. */
export const IMAGE_VARIANT_WIDTHS = [160, 320, 640, 1024] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
