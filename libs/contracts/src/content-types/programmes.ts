/**
 * The programmes the institute admits students to (D.El.Ed, ETT) and their admission phases
 * (ARCHITECTURE.md 12.3 and 12.7). Visitors read them on /admissions, the machinery's list page:
 * its path is the page's, since the list page draws /<path>. The phases are records of their own,
 * embedded in their programme's answers as `phases` (as a training's sessions are), so each is
 * validated, translated and logged by the machinery.
 */
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';

export const PROGRAMME_STATUSES = ['Upcoming', 'Open', 'Closed'] as const;
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

/** Seats a programme may have: NCTE sanctions units of 50; 1000 is far past any DIET's intake. */
export const PROGRAMME_INTAKE = { min: 1, max: 1000 } as const;

export const PROGRAMME_MESSAGES = {
  intakeRange: `Intake must be between ${PROGRAMME_INTAKE.min} and ${PROGRAMME_INTAKE.max}`,
  phaseEndsBeforeStart: 'End date must be on or after the start date',
} as const;

export const programmes = defineContentType({
  name: 'programme',
  path: 'admissions',
  table: 'programmes',
  label: { one: 'Programme', many: 'Programmes' },
  fields: {
    name: {
      kind: 'text',
      label: 'Name',
      required: VALIDATION.nameRequired,
      max: MAX_LENGTH.title,
      searchable: true,
      translatable: true,
      names: { en: 'Programme', pa: 'ਕੋਰਸ', hi: 'पाठ्यक्रम' },
    },
    // The kind of programme as NCTE names it, whatever the name says ('D.El.Ed', 'ETT').
    level: {
      kind: 'text',
      label: 'Level',
      max: 40,
      help: "As NCTE names the programme: 'D.El.Ed', 'ETT'.",
      names: { en: 'Programme type', pa: 'ਕੋਰਸ ਦੀ ਕਿਸਮ', hi: 'पाठ्यक्रम का प्रकार' },
    },
    duration: {
      kind: 'text',
      label: 'Duration',
      required: 'Duration is required',
      max: 60,
      translatable: true,
      help: "As visitors read it: '2 years (4 semesters)'.",
      names: { en: 'Duration', pa: 'ਮਿਆਦ', hi: 'अवधि' },
    },
    intake: {
      kind: 'integer',
      label: 'Intake',
      formLabel: 'Intake (seats)',
      required: 'Intake is required',
      min: PROGRAMME_INTAKE.min,
      minMessage: PROGRAMME_MESSAGES.intakeRange,
      max: PROGRAMME_INTAKE.max,
      maxMessage: PROGRAMME_MESSAGES.intakeRange,
      names: { en: 'Seats', pa: 'ਸੀਟਾਂ', hi: 'सीटें' },
    },
    fees: {
      kind: 'text',
      label: 'Fees',
      max: MAX_LENGTH.title,
      translatable: true,
      help: "With the period: '₹ 15,000 a year'.",
      names: { en: 'Fees', pa: 'ਫ਼ੀਸ', hi: 'शुल्क' },
    },
    eligibility: {
      kind: 'longText',
      label: 'Eligibility',
      required: 'Eligibility is required',
      max: MAX_LENGTH.description,
      rows: 6,
      translatable: true,
      help: 'One condition a line.',
      names: { en: 'Eligibility', pa: 'ਯੋਗਤਾ', hi: 'पात्रता' },
    },
    status: {
      kind: 'choice',
      label: 'Status',
      required: VALIDATION.statusRequired,
      values: PROGRAMME_STATUSES,
      filter: true,
      filterAll: 'All statuses',
      help: 'Set it to Open when the application phase begins, Closed when admissions end.',
      names: { en: 'Admissions', pa: 'ਦਾਖ਼ਲੇ', hi: 'प्रवेश' },
      valueNames: {
        Upcoming: { en: 'Opening soon', pa: 'ਜਲਦੀ ਖੁੱਲ੍ਹਣਗੇ', hi: 'जल्द खुलेंगे' },
        Open: { en: 'Admissions open', pa: 'ਦਾਖ਼ਲੇ ਖੁੱਲ੍ਹੇ ਹਨ', hi: 'प्रवेश खुले हैं' },
        Closed: { en: 'Admissions closed', pa: 'ਦਾਖ਼ਲੇ ਬੰਦ ਹਨ', hi: 'प्रवेश बंद हैं' },
      },
    },
  },
  order: [['createdAt', 'asc']],
  public: {
    list: true,
    get: true,
    page: true,
    nav: { en: 'Admissions', pa: 'ਦਾਖ਼ਲੇ', hi: 'प्रवेश' },
    listPage: {
      intro: {
        en: 'Programmes of the institute with their seats, duration, fees and eligibility, the dates of each admission phase, and the prospectus and merit lists to download.',
        pa: 'ਸੰਸਥਾ ਦੇ ਕੋਰਸ, ਉਹਨਾਂ ਦੀਆਂ ਸੀਟਾਂ, ਮਿਆਦ, ਫ਼ੀਸ ਅਤੇ ਯੋਗਤਾ, ਦਾਖ਼ਲੇ ਦੇ ਹਰ ਪੜਾਅ ਦੀਆਂ ਤਾਰੀਖ਼ਾਂ, ਅਤੇ ਡਾਊਨਲੋਡ ਲਈ ਪ੍ਰਾਸਪੈਕਟਸ ਅਤੇ ਮੈਰਿਟ ਸੂਚੀਆਂ।',
        hi: 'संस्थान के पाठ्यक्रम, उनकी सीटें, अवधि, शुल्क और पात्रता, प्रवेश के हर चरण की तिथियाँ, और डाउनलोड के लिए विवरणिका और मेरिट सूचियाँ।',
      },
      related: {
        path: 'downloads',
        filter: { category: 'Admissions' },
        title: { en: 'Prospectus and merit lists', pa: 'ਪ੍ਰਾਸਪੈਕਟਸ ਅਤੇ ਮੈਰਿਟ ਸੂਚੀਆਂ', hi: 'विवरणिका और मेरिट सूचियाँ' },
      },
    },
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'study-material',
    order: 66,
    dashboard: { order: 14 },
    nav: 'Admissions',
    title: 'Admissions: Programmes',
    columns: ['name', 'level', 'intake', 'status'],
  },
});

export const admissionPhases = defineContentType({
  name: 'admission phase',
  path: 'admission-phases',
  table: 'admission_phases',
  label: { one: 'Admission Phase', many: 'Admission Phases' },
  fields: {
    programme: {
      kind: 'reference',
      to: 'admissions',
      embedAs: 'phases',
      label: 'Programme',
      required: 'Programme is required',
      filter: true,
    },
    name: {
      kind: 'text',
      label: 'Name',
      required: VALIDATION.nameRequired,
      max: MAX_LENGTH.shortText,
      translatable: true,
      help: "What applicants do in it: 'Online application', 'Counselling'.",
    },
    from: { kind: 'date', label: 'Start date', required: 'Start date is required' },
    to: {
      kind: 'date',
      label: 'End date',
      required: 'End date is required',
      onOrAfter: { field: 'from', message: PROGRAMME_MESSAGES.phaseEndsBeforeStart },
      // The item page lists a phase by its start date and name, then this.
      names: { en: 'Until', pa: 'ਤੱਕ', hi: 'तक' },
    },
  },
  titleField: 'name',
  order: [
    ['from', 'asc'],
    ['createdAt', 'asc'],
  ],
  // Embedded in their programme's answers.
  public: false,
  admin: {
    remote: 'mfe_admin_content',
    icon: 'study-material',
    order: 67,
    nav: 'Admission Phases',
    title: 'Admission Phases',
    columns: ['programme', 'name', 'from', 'to'],
  },
});

export type AdmissionPhaseRecord = ContentOf<typeof admissionPhases>;
export type ProgrammeRecord = ContentOf<typeof programmes> & { phases?: AdmissionPhaseRecord[] };
