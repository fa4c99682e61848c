/**
 * Events (SPEC.md sections 2-5, ARCHITECTURE.md 9 and 11.5): upcoming from the institute's today
 * (an event dated today is upcoming all day), soonest first; past ones newest first.
 */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { EVENT_CATEGORIES } from '../enums';
import { MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import { TITLE_FIELD } from './fields';

const SOONEST_FIRST = [
  ['date', 'asc'],
  ['createdAt', 'asc'],
] as const;
const NEWEST_FIRST = [
  ['date', 'desc'],
  ['createdAt', 'desc'],
] as const;

export const events = defineContentType({
  name: 'event',
  path: 'events',
  table: 'events',
  label: { one: 'Event', many: 'Events' },
  fields: {
    title: TITLE_FIELD,
    date: { kind: 'date', label: 'Date', required: VALIDATION.dateRequired },
    startTime: { kind: 'time', label: 'Start time', help: 'Optional: 24-hour time at the institute, e.g. 10:30.' },
    description: {
      kind: 'longText',
      label: 'Description',
      required: VALIDATION.descriptionRequired,
      max: MAX_LENGTH.description,
      searchable: true,
      translatable: true,
    },
    link: { kind: 'url', label: 'Link', max: MAX_LENGTH.url },
    excerpt: { kind: 'text', label: 'Excerpt', max: MAX_LENGTH.excerpt, translatable: true },
    location: {
      kind: 'text',
      label: 'Location',
      max: MAX_LENGTH.shortText,
      translatable: true,
      names: { en: 'Location', pa: 'ਸਥਾਨ', hi: 'स्थान' },
    },
    category: {
      kind: 'choice',
      label: 'Category',
      values: EVENT_CATEGORIES,
      filter: true,
      filterAll: 'All categories',
      names: GLOSSARY.category,
    },
  },
  order: NEWEST_FIRST,
  // Search opens an event in the home page's dialog: the archive lists only past ones.
  public: {
    list: true,
    get: true,
    page: true,
    pagePath: '/events/archive',
    itemPath: '/?event=:id',
    label: GLOSSARY.events,
    // SPEC's events archive: past events only, newest first, searched and filtered, 50 a page.
    listPage: {
      intro: {
        en: 'A look back at the events, workshops and celebrations of our institute.',
        pa: 'ਸਾਡੀ ਸੰਸਥਾ ਦੇ ਸਮਾਗਮਾਂ, ਵਰਕਸ਼ਾਪਾਂ ਅਤੇ ਜਸ਼ਨਾਂ ’ਤੇ ਇੱਕ ਝਾਤ।',
        hi: 'हमारे संस्थान के कार्यक्रमों, कार्यशालाओं और समारोहों पर एक नज़र।',
      },
      view: 'past',
      sort: {
        label: { en: 'Sort', pa: 'ਕ੍ਰਮ', hi: 'क्रम' },
        // SPEC.md section 2: the only order offered is by date, newest first: the definition's own
        // (`order`; the past view has none of its own).
        default: { en: 'Sort by Date', pa: 'ਮਿਤੀ ਅਨੁਸਾਰ ਕ੍ਰਮ', hi: 'तिथि के अनुसार क्रम' },
      },
      pageSize: 50,
      texts: {
        title: { en: 'Past events', pa: 'ਪਿਛਲੇ ਸਮਾਗਮ', hi: 'पिछले कार्यक्रम' },
        searchLabel: { en: 'Search events', pa: 'ਸਮਾਗਮ ਖੋਜੋ', hi: 'कार्यक्रम खोजें' },
        searchPlaceholder: { en: 'Search events...', pa: 'ਸਮਾਗਮ ਖੋਜੋ...', hi: 'कार्यक्रम खोजें...' },
        // SPEC's count line, '{n} events found' even for one event.
        count: {
          en: { one: '{n} events found', other: '{n} events found' },
          pa: { one: '{n} ਸਮਾਗਮ ਮਿਲਿਆ', other: '{n} ਸਮਾਗਮ ਮਿਲੇ' },
          hi: { one: '{n} कार्यक्रम मिला', other: '{n} कार्यक्रम मिले' },
        },
        countIn: { en: ' in {value}', pa: ' ({value})', hi: ' ({value})' },
        empty: { en: 'No events found', pa: 'ਕੋਈ ਸਮਾਗਮ ਨਹੀਂ ਮਿਲਿਆ', hi: 'कोई कार्यक्रम नहीं मिला' },
        loading: { en: 'Loading events...', pa: 'ਸਮਾਗਮ ਲੋਡ ਹੋ ਰਹੇ ਹਨ...', hi: 'कार्यक्रम लोड हो रहे हैं...' },
        loadError: {
          en: 'We could not load the events.',
          pa: 'ਅਸੀਂ ਸਮਾਗਮ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम कार्यक्रम लोड नहीं कर सके।',
        },
      },
      after: [{ link: { href: '/', label: { en: 'Back to Home', pa: 'ਮੁੱਖ ਪੰਨੇ ’ਤੇ ਵਾਪਸ', hi: 'मुख्य पृष्ठ पर वापस' } } }],
    },
    feed: {
      title: GLOSSARY.events,
      description: {
        en: 'Events of the institute: workshops, trainings and celebrations.',
        pa: 'ਸੰਸਥਾ ਦੇ ਸਮਾਗਮ: ਵਰਕਸ਼ਾਪਾਂ, ਸਿਖਲਾਈਆਂ ਅਤੇ ਜਸ਼ਨ।',
        hi: 'संस्थान के कार्यक्रम: कार्यशालाएँ, प्रशिक्षण और समारोह।',
      },
      dateField: 'date',
      descriptionField: 'description',
    },
    schemaOrg: { kind: 'Event', startDate: 'date', startTime: 'startTime', location: 'location', url: 'link' },
  },
  views: {
    param: 'when',
    options: { upcoming: [{ field: 'date', op: '>=' }], past: [{ field: 'date', op: '<' }] },
    labels: { upcoming: 'Upcoming', past: 'Past' },
    order: { upcoming: SOONEST_FIRST },
    counted: true,
  },
  sorts: { param: 'sort', options: { newest: NEWEST_FIRST, oldest: SOONEST_FIRST } },
  keepOmittedOnUpdate: true,
  // The table's indexes from before the definition: the list order, and the category with the date.
  indexes: [
    ['date', 'createdAt', 'id'],
    ['category', 'date'],
  ],
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'events',
    order: 90,
    dashboard: { order: 11 },
    nav: 'Events',
    title: 'Events Management',
    add: 'Create New Event',
    form: { save: 'Save Event', addSave: 'Create Event' },
    confirmDeleteButton: 'Delete',
    columns: ['title', 'date', 'startTime', 'category', 'location'],
  },
});

export type InstituteEventRecord = ContentOf<typeof events>;
