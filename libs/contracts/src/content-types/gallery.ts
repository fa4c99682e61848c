/** The gallery (SPEC.md sections 2, 3 and 5): photos by category, newest first. */
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
    },
    date: { kind: 'date', label: 'Date', required: VALIDATION.dateRequired },
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
  public: { list: true, get: true, page: true, malformedIdIs400: true },
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
