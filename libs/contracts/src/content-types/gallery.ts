/** The gallery (SPEC.md sections 2, 3 and 5): photos by category, newest first. */
import { GLOSSARY } from '../glossary';
import { defineContentType, type ContentOf } from '../content-type';
import { GALLERY_CATEGORIES } from '../enums';
import { UPLOAD, VALIDATION } from '../messages';
import { TOASTS } from '../toasts';
import { TITLE_FIELD } from './fields';

export const gallery = defineContentType({
  name: 'gallery',
  path: 'gallery',
  table: 'gallery_items',
  label: { one: 'Image', many: 'Images' },
  activityName: 'gallery image',
  fields: {
    title: TITLE_FIELD,
    category: {
      kind: 'choice',
      label: 'Category',
      required: VALIDATION.categoryRequired,
      values: GALLERY_CATEGORIES,
      filter: true,
      filterAll: 'All categories',
      names: GLOSSARY.category,
    },
    date: {
      kind: 'date',
      label: 'Date',
      required: VALIDATION.dateRequired,
      names: { en: 'Date', pa: 'ਮਿਤੀ', hi: 'तिथि' },
    },
    image: {
      kind: 'image',
      label: 'Image',
      required: VALIDATION.fileRequired,
      kinds: ['jpeg', 'png'],
      help: UPLOAD.imageHelp,
      copies: ['Thumb', 'Large'],
      keepName: true,
    },
  },
  order: [
    ['date', 'desc'],
    ['createdAt', 'desc'],
  ],
  // The table's own (migrations 1732262400000, 1763900000000): the category one leads with the filter and the date.
  indexes: [
    ['date', 'createdAt', 'id'],
    ['category', 'date'],
  ],
  public: {
    list: true,
    get: true,
    page: true,
    malformedIdIs400: true,
    // SPEC's gallery: category chips, three columns, 'Show more images', the lightbox at ?image=<id>.
    listPage: {
      intro: {
        en: 'Moments from the events, campus and activities of our institute.',
        pa: 'ਸਾਡੀ ਸੰਸਥਾ ਦੇ ਸਮਾਗਮਾਂ, ਕੈਂਪਸ ਅਤੇ ਗਤੀਵਿਧੀਆਂ ਦੇ ਪਲ।',
        hi: 'हमारे संस्थान के कार्यक्रमों, परिसर और गतिविधियों के पल।',
      },
      chips: {
        field: 'category',
        label: { en: 'Filter by category', pa: 'ਸ਼੍ਰੇਣੀ ਅਨੁਸਾਰ ਛਾਂਟੋ', hi: 'श्रेणी के अनुसार छाँटें' },
      },
      columns: 3,
      pageSize: 24,
      more: { en: 'Show more images', pa: 'ਹੋਰ ਤਸਵੀਰਾਂ ਦਿਖਾਓ', hi: 'और चित्र दिखाएँ' },
      texts: {
        title: { en: 'Photos', pa: 'ਤਸਵੀਰਾਂ', hi: 'चित्र' },
        searchLabel: { en: 'Search photos', pa: 'ਤਸਵੀਰਾਂ ਖੋਜੋ', hi: 'चित्र खोजें' },
        count: {
          en: { one: '{n} image found', other: '{n} images found' },
          pa: { one: '{n} ਤਸਵੀਰ ਮਿਲੀ', other: '{n} ਤਸਵੀਰਾਂ ਮਿਲੀਆਂ' },
          hi: { one: '{n} चित्र मिला', other: '{n} चित्र मिले' },
        },
        empty: {
          en: 'No images found in this category.',
          pa: 'ਇਸ ਸ਼੍ਰੇਣੀ ਵਿੱਚ ਕੋਈ ਤਸਵੀਰ ਨਹੀਂ ਮਿਲੀ।',
          hi: 'इस श्रेणी में कोई चित्र नहीं मिला।',
        },
        loading: { en: 'Loading gallery...', pa: 'ਗੈਲਰੀ ਲੋਡ ਹੋ ਰਹੀ ਹੈ...', hi: 'गैलरी लोड हो रही है...' },
        loadError: {
          en: 'We could not load the gallery.',
          pa: 'ਅਸੀਂ ਗੈਲਰੀ ਲੋਡ ਨਹੀਂ ਕਰ ਸਕੇ।',
          hi: 'हम गैलरी लोड नहीं कर सके।',
        },
      },
      // SPEC's lightbox, at ?image=<id> as before (shared links point there); /gallery/<id> is the item page.
      dialog: {
        param: 'image',
        wide: true,
        close: { en: 'Close the image', pa: 'ਤਸਵੀਰ ਬੰਦ ਕਰੋ', hi: 'चित्र बंद करें' },
        notFound: { en: 'This image could not be found.', pa: 'ਇਹ ਤਸਵੀਰ ਨਹੀਂ ਮਿਲੀ।', hi: 'यह चित्र नहीं मिला।' },
      },
    },
  },
  admin: {
    remote: 'mfe_admin_content',
    icon: 'gallery',
    order: 20,
    dashboard: { order: 2, card: 'Gallery Images', quickAction: 'Manage Gallery' },
    nav: 'Gallery',
    title: 'Gallery Management',
    columns: ['title', 'category', 'date', 'image'],
    created: TOASTS.imageAdded,
    createFailure: TOASTS.imageAddFailure,
    deleteFailure: TOASTS.imageDeleteFailure,
  },
});

export type GalleryRecord = ContentOf<typeof gallery>;
