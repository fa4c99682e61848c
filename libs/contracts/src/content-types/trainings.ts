/**
 * Teacher training programmes and their sessions (ARCHITECTURE.md 12.2 and 12.7): kept on the
 * Diksha Lab remote's screens; visitors read upcoming and past programmes with their sessions and
 * enrol through the form whose fields and messages are defined here too.
 */
import { defineContentType, type ContentOf, type Fields } from '../content-type';
import type { Term } from '../glossary';
import { MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import { TRAINING_LIMITS, TRAINING_MESSAGES, type CertificateStatus, type EnrolmentStatus } from '../training-messages';
import { TITLE_FIELD } from './fields';
import { EMPLOYEE_ID_MAX } from './trainee-records';

export const TRAINING_MODES = ['In person', 'Online', 'Blended'] as const;
export type TrainingMode = (typeof TRAINING_MODES)[number];

/** What the office may set on an enrolment (PATCH …/enrolments/{id}); 'completed' takes a reason. */
export const OFFICE_ENROLMENT_STATUSES = ['confirmed', 'cancelled', 'completed'] as const;
export type OfficeEnrolmentStatus = (typeof OFFICE_ENROLMENT_STATUSES)[number];
/** The longest reason the office gives (a completion by hand, a revoked certificate). */
export const REASON_MAX = 500;
/** A programme's enrolment as visitors see it: places left, only a waiting list, or no more enrolments. */
export type EnrolmentState = 'open' | 'waitlist' | 'closed';
export {
  CHECK_IN_CODE_SECONDS,
  ENROLMENT_CONFIRM_PATH,
  ENROLMENT_STATUSES,
  type EnrolmentStatus,
  ENROLMENT_LINK_HOURS,
  TRAINING_LIMITS,
  TRAINING_MESSAGES,
} from '../training-messages';

/** A programme's office screen: enrolments, attendance, self check-in and certificates. */
export const TRAINING_OFFICE_SCREEN = 'office';

const TRAININGS_TERM: Term = { en: 'Teacher training', pa: 'ਅਧਿਆਪਕ ਸਿਖਲਾਈ', hi: 'शिक्षक प्रशिक्षण' };

const hours = (label: string) =>
  ({
    kind: 'integer',
    label,
    required: `${label} is required`,
    min: TRAINING_LIMITS.hoursMin,
    minMessage: TRAINING_MESSAGES.hoursRange,
    max: TRAINING_LIMITS.hoursMax,
    maxMessage: TRAINING_MESSAGES.hoursRange,
  }) as const;

/** A programme's and a session's times and hours, named for visitors in the three languages. */
const STARTS_AT = {
  kind: 'dateTime',
  label: 'Starts',
  required: 'Start is required',
  names: { en: 'Starts', pa: 'ਸ਼ੁਰੂ', hi: 'आरंभ' },
} as const;
const ENDS_AT = {
  kind: 'dateTime',
  label: 'Ends',
  required: 'End is required',
  names: { en: 'Ends', pa: 'ਸਮਾਪਤੀ', hi: 'समापन' },
} as const;
const HOURS = { ...hours('Hours'), names: { en: 'Hours', pa: 'ਘੰਟੇ', hi: 'घंटे' } } as const;

const endsAfterStart = {
  field: 'endsAt',
  message: TRAINING_MESSAGES.endsBeforeStart,
  broken: (r: Record<string, unknown>) =>
    typeof r.startsAt === 'string' && typeof r.endsAt === 'string' && r.endsAt < r.startsAt,
};

export const trainings = defineContentType({
  name: 'training',
  path: 'trainings',
  table: 'trainings',
  label: { one: 'Training', many: 'Trainings' },
  fields: {
    title: TITLE_FIELD,
    description: {
      kind: 'longText',
      label: 'Description',
      required: VALIDATION.descriptionRequired,
      max: MAX_LENGTH.description,
      searchable: true,
      translatable: true,
    },
    mode: {
      kind: 'choice',
      label: 'Mode',
      required: 'Mode is required',
      values: TRAINING_MODES,
      filter: true,
      names: { en: 'Mode', pa: 'ਢੰਗ', hi: 'माध्यम' },
      valueNames: {
        'In person': { en: 'In person', pa: 'ਆਹਮੋ-ਸਾਹਮਣੇ', hi: 'प्रत्यक्ष' },
        Online: { en: 'Online', pa: 'ਆਨਲਾਈਨ', hi: 'ऑनलाइन' },
        Blended: { en: 'Blended', pa: 'ਮਿਸ਼ਰਤ', hi: 'मिश्रित' },
      },
    },
    venue: {
      kind: 'text',
      label: 'Venue',
      max: MAX_LENGTH.shortText,
      translatable: true,
      names: { en: 'Venue', pa: 'ਸਥਾਨ', hi: 'स्थान' },
    },
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
    hours: HOURS,
    seats: {
      kind: 'integer',
      label: 'Seats',
      required: 'Seats is required',
      min: TRAINING_LIMITS.seatsMin,
      minMessage: TRAINING_MESSAGES.seatsRange,
      max: TRAINING_LIMITS.seatsMax,
      maxMessage: TRAINING_MESSAGES.seatsRange,
      names: { en: 'Seats', pa: 'ਸੀਟਾਂ', hi: 'सीटें' },
    },
    enrolmentClosesAt: {
      kind: 'dateTime',
      label: 'Enrolment closes',
      required: 'Enrolment closing time is required',
      names: { en: 'Enrolment closes', pa: 'ਦਾਖ਼ਲਾ ਬੰਦ ਹੋਣ ਦਾ ਸਮਾਂ', hi: 'नामांकन बंद होने का समय' },
    },
    minAttendancePercent: {
      kind: 'integer',
      label: 'Minimum attendance',
      formLabel: 'Minimum attendance (%)',
      min: 1,
      minMessage: TRAINING_MESSAGES.attendanceRange,
      max: 100,
      maxMessage: TRAINING_MESSAGES.attendanceRange,
      default: TRAINING_LIMITS.attendanceDefault,
      names: { en: 'Minimum attendance (%)', pa: 'ਘੱਟੋ-ਘੱਟ ਹਾਜ਼ਰੀ (%)', hi: 'न्यूनतम उपस्थिति (%)' },
    },
    // A loose reference: a course's deletion leaves its programmes (no embedAs).
    dikshaCourse: { kind: 'reference', label: 'Diksha Lab course', to: 'diksha-lab' },
  },
  order: [
    ['startsAt', 'asc'],
    ['createdAt', 'asc'],
  ],
  rules: [
    endsAfterStart,
    {
      field: 'enrolmentClosesAt',
      message: TRAINING_MESSAGES.closesAfterEnd,
      broken: (r) =>
        typeof r.enrolmentClosesAt === 'string' && typeof r.endsAt === 'string' && r.enrolmentClosesAt > r.endsAt,
    },
  ],
  // A programme under way is still upcoming: its remaining sessions are on the calendar.
  review: { validUntil: 'endsAt' },
  views: {
    param: 'when',
    default: 'upcoming',
    options: { upcoming: [{ field: 'endsAt', op: '>=', now: true }], past: [{ field: 'endsAt', op: '<', now: true }] },
    labels: { upcoming: 'Upcoming', past: 'Past' },
    archive: { view: 'past', dateField: 'startsAt' },
    names: {
      upcoming: { en: 'Upcoming', pa: 'ਆਉਣ ਵਾਲੀਆਂ', hi: 'आगामी' },
      past: { en: 'Past', pa: 'ਪਿਛਲੀਆਂ', hi: 'पिछले' },
    },
    order: {
      past: [
        ['startsAt', 'desc'],
        ['createdAt', 'desc'],
      ],
    },
    counted: true,
  },
  indexes: [
    ['startsAt', 'createdAt', 'id'],
    ['endsAt', 'startsAt'],
    ['mode', 'startsAt', 'createdAt', 'id'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    label: TRAININGS_TERM,
    nav: { en: 'Trainings', pa: 'ਸਿਖਲਾਈਆਂ', hi: 'प्रशिक्षण' },
    schemaOrg: {
      kind: 'Course',
      startDate: 'startsAt',
      endDate: 'endsAt',
      mode: 'mode',
      modes: { 'In person': 'Onsite', Online: 'Online', Blended: 'Blended' } satisfies Record<
        TrainingMode,
        'Onsite' | 'Online' | 'Blended'
      >,
      location: 'venue',
      hours: 'hours',
    },
    listPage: {
      intro: {
        en: 'In-service training programmes for teachers: dates, venue, hours and seats left. Enrol online; the hours count towards the 50 a year of NEP 2020.',
        pa: 'ਅਧਿਆਪਕਾਂ ਲਈ ਸੇਵਾ-ਕਾਲੀ ਸਿਖਲਾਈ ਪ੍ਰੋਗਰਾਮ: ਤਾਰੀਖ਼ਾਂ, ਸਥਾਨ, ਘੰਟੇ ਅਤੇ ਬਾਕੀ ਸੀਟਾਂ। ਆਨਲਾਈਨ ਦਾਖ਼ਲਾ ਲਓ; ਘੰਟੇ NEP 2020 ਦੇ ਸਾਲਾਨਾ 50 ਘੰਟਿਆਂ ਵਿੱਚ ਗਿਣੇ ਜਾਂਦੇ ਹਨ।',
        hi: 'शिक्षकों के लिए सेवाकालीन प्रशिक्षण कार्यक्रम: तिथियाँ, स्थान, घंटे और शेष सीटें। ऑनलाइन नामांकन करें; घंटे NEP 2020 के वार्षिक 50 घंटों में गिने जाते हैं।',
      },
      links: [
        {
          href: '/trainings.ics',
          label: {
            en: 'Add the programmes to your calendar (iCalendar)',
            pa: 'ਪ੍ਰੋਗਰਾਮ ਆਪਣੇ ਕੈਲੰਡਰ ਵਿੱਚ ਜੋੜੋ (iCalendar)',
            hi: 'कार्यक्रम अपने कैलेंडर में जोड़ें (iCalendar)',
          },
        },
      ],
    },
  },
  admin: {
    remote: 'mfe_admin_diksha',
    icon: 'diksha-lab',
    order: 72,
    dashboard: { order: 13 },
    nav: 'Trainings',
    title: 'Teacher Trainings',
    columns: ['title', 'mode', 'startsAt', 'seats', 'hours'],
    itemScreens: [{ path: TRAINING_OFFICE_SCREEN, label: 'Enrolments and attendance' }],
  },
});

export const trainingSessions = defineContentType({
  name: 'training session',
  path: 'training-sessions',
  table: 'training_sessions',
  label: { one: 'Session', many: 'Sessions' },
  fields: {
    training: {
      kind: 'reference',
      to: 'trainings',
      embedAs: 'sessions',
      label: 'Training',
      required: 'Training is required',
      filter: true,
    },
    startsAt: STARTS_AT,
    endsAt: ENDS_AT,
    hours: HOURS,
  },
  titleField: 'startsAt',
  order: [
    ['startsAt', 'asc'],
    ['createdAt', 'asc'],
  ],
  indexes: [
    ['training', 'startsAt', 'createdAt', 'id'],
    ['startsAt', 'createdAt', 'id'],
  ],
  rules: [endsAfterStart],
  // Embedded in their programme's answers.
  public: false,
  admin: {
    remote: 'mfe_admin_diksha',
    icon: 'diksha-lab',
    order: 73,
    nav: 'Training Sessions',
    title: 'Training Sessions',
    columns: ['training', 'startsAt', 'endsAt', 'hours'],
  },
});

/** The enrolment form (POST /api/trainings/{id}/enrolments): the API's checks and the public form's rules. */
export const ENROLMENT_FIELDS = {
  name: { kind: 'text', label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name },
  employeeId: { kind: 'text', label: 'Employee ID', required: VALIDATION.employeeIdRequired, max: EMPLOYEE_ID_MAX },
  email: {
    kind: 'text',
    label: 'Email',
    required: VALIDATION.emailRequired,
    max: MAX_LENGTH.email,
    email: VALIDATION.emailInvalid,
  },
  phone: { kind: 'text', label: 'Phone', max: MAX_LENGTH.phone },
  school: { kind: 'text', label: 'School', required: TRAINING_MESSAGES.schoolRequired, max: MAX_LENGTH.shortText },
  district: {
    kind: 'text',
    label: 'District',
    required: TRAINING_MESSAGES.districtRequired,
    max: MAX_LENGTH.shortText,
  },
  consent: { kind: 'boolean', label: 'Consent', required: TRAINING_MESSAGES.consentRequired },
} as const satisfies Fields;

/** The self check-in form (POST /api/trainings/check-in): the code in the room and one's employee ID. */
export const CHECK_IN_FIELDS = {
  code: { kind: 'text', label: 'Code', required: TRAINING_MESSAGES.codeRequired, max: 12 },
  employeeId: ENROLMENT_FIELDS.employeeId,
} as const satisfies Fields;

/** The enrolments CSV (GET /api/admin/trainings/{id}/enrolments/export): field and column. */
export const ENROLMENT_EXPORT_COLUMNS = [
  ['name', 'Name'],
  ['employeeId', 'Employee ID'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['school', 'School'],
  ['district', 'District'],
  ['status', 'Status'],
  ['position', 'Waiting list position'],
  ['createdAt', 'Enrolled at'],
  ['confirmedAt', 'Confirmed at'],
] as const;

/**
 * One enrolment as the office reads it (GET /api/admin/trainings/{id}/enrolments, its PATCH's
 * answer): `Moment` a Date on the server, its ISO text in a client; `position` is the place on the
 * waiting list (1 for the first), null unless waitlisted.
 */
export interface TrainingEnrolment<Moment = string> {
  id: string;
  trainingId: string;
  name: string;
  employeeId: string;
  email: string;
  phone: string | null;
  school: string;
  district: string;
  status: EnrolmentStatus;
  position: number | null;
  confirmedAt: Moment | null;
  createdAt: Moment;
  updatedAt: Moment;
}

/**
 * One certificate of a programme as the office reads it (GET and POST
 * /api/admin/trainings/{id}/certificates, ARCHITECTURE.md 12.7): `issuedAt` a Date on the server,
 * its ISO text in a client; a revoked one says why.
 */
export interface IssuedCertificate<At = string> {
  code: string;
  enrolmentId: string;
  name: string;
  employeeId: string;
  hours: number;
  issuedAt: At;
  status: CertificateStatus;
  revokedReason?: string;
}

export type TrainingRecord = ContentOf<typeof trainings> & {
  seatsLeft: number;
  enrolment: EnrolmentState;
  sessions?: TrainingSessionRecord[];
};
export type TrainingSessionRecord = ContentOf<typeof trainingSessions>;
