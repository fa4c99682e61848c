/**
 * The staff (SPEC.md sections 2, 3 and 5): in the display order the office sets, the Principal first.
 * Their qualifications and the dates they joined and left feed the NCTE mandatory disclosure
 * (ARCHITECTURE.md 12.3): a member whose leaving date has passed is former staff, off /staff and
 * /directory, and counted there as having left.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { MAX_LENGTH, MAX_PAGE_SIZE, STAFF_SCROLL_THRESHOLD } from '../limits';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';

export const STAFF_MESSAGES = {
  leavesBeforeJoining: 'Date of leaving must be on or after the date of joining',
} as const;

export const staff = defineContentType({
  name: 'staff',
  path: 'staff',
  table: 'staff',
  label: { one: 'Staff member', many: 'Staff' },
  activityName: 'staff',
  fields: {
    name: { kind: 'text', label: 'Name', required: VALIDATION.nameRequired, max: MAX_LENGTH.name, searchable: true },
    designation: {
      kind: 'text',
      label: 'Designation',
      required: VALIDATION.designationRequired,
      max: MAX_LENGTH.shortText,
      searchable: true,
      translatable: true,
    },
    subject: {
      kind: 'text',
      label: 'Subject',
      required: VALIDATION.subjectRequired,
      max: MAX_LENGTH.shortText,
      searchable: true,
      translatable: true,
    },
    qualification: {
      kind: 'text',
      label: 'Qualification',
      max: MAX_LENGTH.title,
      translatable: true,
      help: "Degrees as NCTE lists them: 'M.A., M.Ed., Ph.D.'",
    },
    phone: { kind: 'text', label: 'Phone', max: MAX_LENGTH.phone },
    email: { kind: 'text', label: 'Email', max: MAX_LENGTH.email, email: VALIDATION.emailInvalid },
    photo: {
      kind: 'image',
      label: 'Photo',
      required: VALIDATION.photoRequired,
      kinds: ['jpeg', 'png'],
      help: UPLOAD.imageHelp,
      copies: ['Thumb'],
    },
    joiningDate: { kind: 'date', label: 'Date of joining' },
    leavingDate: {
      kind: 'date',
      label: 'Date of leaving',
      onOrAfter: { field: 'joiningDate', message: STAFF_MESSAGES.leavesBeforeJoining },
      help: 'Once this date has passed the member is no longer shown as current staff.',
    },
    // Set by the reorder route (backend content/hooks/staff-order.ts): a new member goes last.
    displayOrder: { kind: 'integer', label: 'Display order', min: 0, max: 100_000, default: 0, formHidden: true },
  },
  order: [
    ['displayOrder', 'asc'],
    ['name', 'asc'],
  ],
  // Visitors read the current staff; the office sees everyone unless it asks (`?former=true`).
  views: {
    param: 'former',
    default: 'false',
    options: {
      false: [{ field: 'leavingDate', op: '>=', orNone: true }],
      true: [{ field: 'leavingDate', op: '<' }],
    },
    labels: { false: 'Current', true: 'Former' },
  },
  public: {
    list: true,
    get: false,
    page: true,
    label: GLOSSARY.staff,
    listPage: {
      intro: {
        en: 'Meet the faculty who prepare the teachers of tomorrow.',
        pa: 'ਕੱਲ੍ਹ ਦੇ ਅਧਿਆਪਕ ਤਿਆਰ ਕਰਨ ਵਾਲੀ ਫੈਕਲਟੀ ਨੂੰ ਮਿਲੋ।',
        hi: 'कल के शिक्षक तैयार करने वाले संकाय से मिलिए।',
      },
      stats: {
        label: { en: 'The faculty in figures', pa: 'ਅੰਕੜਿਆਂ ਵਿੱਚ ਫੈਕਲਟੀ', hi: 'आँकड़ों में संकाय' },
        items: [
          { value: '11+', label: { en: 'Faculty Members', pa: 'ਫੈਕਲਟੀ ਮੈਂਬਰ', hi: 'संकाय सदस्य' } },
          { value: '35+', label: { en: 'Years Experience', pa: 'ਸਾਲਾਂ ਦਾ ਤਜਰਬਾ', hi: 'वर्षों का अनुभव' } },
          { value: '100+', label: { en: 'Research Papers', pa: 'ਖੋਜ ਪੱਤਰ', hi: 'शोध पत्र' } },
          { value: '70+', label: { en: 'Number of students', pa: 'ਵਿਦਿਆਰਥੀਆਂ ਦੀ ਗਿਣਤੀ', hi: 'विद्यार्थियों की संख्या' } },
        ],
      },
      texts: {
        title: { en: 'Our Faculty', pa: 'ਸਾਡੀ ਫੈਕਲਟੀ', hi: 'हमारा संकाय' },
        searchLabel: { en: 'Search staff', pa: 'ਸਟਾਫ਼ ਖੋਜੋ', hi: 'स्टाफ़ खोजें' },
        searchPlaceholder: {
          en: 'Search by name, designation or subject...',
          pa: 'ਨਾਮ, ਅਹੁਦੇ ਜਾਂ ਵਿਸ਼ੇ ਅਨੁਸਾਰ ਖੋਜੋ...',
          hi: 'नाम, पद या विषय से खोजें...',
        },
        count: {
          en: { one: '{n} staff member found', other: '{n} staff members found' },
          pa: { one: '{n} ਸਟਾਫ਼ ਮੈਂਬਰ ਮਿਲਿਆ', other: '{n} ਸਟਾਫ਼ ਮੈਂਬਰ ਮਿਲੇ' },
          hi: { one: '{n} स्टाफ़ सदस्य मिला', other: '{n} स्टाफ़ सदस्य मिले' },
        },
        none: {
          en: 'No staff information available at the moment.',
          pa: 'ਇਸ ਸਮੇਂ ਸਟਾਫ਼ ਦੀ ਕੋਈ ਜਾਣਕਾਰੀ ਉਪਲਬਧ ਨਹੀਂ ਹੈ।',
          hi: 'इस समय स्टाफ़ की कोई जानकारी उपलब्ध नहीं है।',
        },
        loading: { en: 'Loading staff...', pa: 'ਸਟਾਫ਼ ਲੋਡ ਹੋ ਰਿਹਾ ਹੈ...', hi: 'स्टाफ़ लोड हो रहा है...' },
        loadError: {
          en: 'We could not load the staff list.',
          pa: 'ਅਸੀਂ ਸਟਾਫ਼ ਦੀ ਸੂਚੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम स्टाफ़ की सूची लोड नहीं कर सके।',
        },
      },
      // SPEC.md section 2: up to three cards in a grid, more in one row that scrolls sideways.
      scrollAbove: STAFF_SCROLL_THRESHOLD,
      // SPEC's staff are one row that scrolls sideways: all of them, as before, not twenty a page.
      pageSize: MAX_PAGE_SIZE,
      after: [
        {
          title: { en: 'Departments', pa: 'ਵਿਭਾਗ', hi: 'विभाग' },
          cards: [
            { en: 'Educational Administration', pa: 'ਵਿਦਿਅਕ ਪ੍ਰਸ਼ਾਸਨ', hi: 'शैक्षिक प्रशासन' },
            { en: 'Mathematics Education', pa: 'ਗਣਿਤ ਸਿੱਖਿਆ', hi: 'गणित शिक्षा' },
            { en: 'Science Education', pa: 'ਵਿਗਿਆਨ ਸਿੱਖਿਆ', hi: 'विज्ञान शिक्षा' },
            { en: 'Language Education', pa: 'ਭਾਸ਼ਾ ਸਿੱਖਿਆ', hi: 'भाषा शिक्षा' },
            { en: 'Social Studies', pa: 'ਸਮਾਜਿਕ ਅਧਿਐਨ', hi: 'सामाजिक अध्ययन' },
            { en: 'Arts Education', pa: 'ਕਲਾ ਸਿੱਖਿਆ', hi: 'कला शिक्षा' },
          ],
        },
        {
          title: {
            en: "Principal's Message",
            pa: `${GLOSSARY.principal.pa} ਦਾ ਸੁਨੇਹਾ`,
            hi: `${GLOSSARY.principal.hi} का संदेश`,
          },
          site: 'principal',
        },
      ],
    },
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'staff',
    order: 10,
    dashboard: { order: 1, card: 'Staff Members', quickAction: 'Manage Staff' },
    nav: 'Staff',
    title: 'Staff Management',
    columns: ['name', 'designation', 'subject', 'phone', 'email'],
    add: 'Add Staff',
    form: { addTitle: 'Add Staff Member' },
    edit: 'Edit Staff Member',
    createFailure: TOASTS.staffSaveFailure,
    updateFailure: TOASTS.staffSaveFailure,
    deleteFailure: TOASTS.staffDeleteFailure,
  },
});

export type StaffRecord = ContentOf<typeof staff>;
