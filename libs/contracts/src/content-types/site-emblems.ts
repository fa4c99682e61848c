/**
 * The state emblem and the institute's logo in the header of every public page (GIGW 3.0, identity
 * of the owning government). The office uploads the artwork the department has approved; none is
 * shipped, because an emblem is not something to draw. One record per position, shown in the
 * order of the positions before the institute's name, in every language with its own description.
 */
import { defineContentType, type ContentOf } from '../content-type';
import { UPLOAD } from '../messages';

/** Where a picture stands in the header, left to right. */
export const EMBLEM_POSITIONS = ['State emblem', 'Institute logo'] as const;
export const EMBLEM_DESCRIPTION_MAX = 150;

export const siteEmblems = defineContentType({
  name: 'site-emblem',
  activityName: 'emblem',
  path: 'site-emblems',
  table: 'site_emblems',
  label: { one: 'Emblem or logo', many: 'Emblems and logos' },
  fields: {
    position: {
      kind: 'choice',
      label: 'Position',
      required: 'Position is required',
      values: EMBLEM_POSITIONS,
      unique: 'This position already has a picture: edit it instead',
      help: 'The state emblem stands first in the header, the institute logo after it, both before the name.',
    },
    image: {
      kind: 'image',
      label: 'Picture',
      required: 'Picture is required',
      kinds: ['png', 'jpeg'],
      help: `${UPLOAD.imageHelp} Use the approved artwork, at least 96 pixels high; a PNG with a transparent background suits the header best.`,
    },
    description: {
      kind: 'text',
      label: 'Description',
      required: 'Description is required',
      max: EMBLEM_DESCRIPTION_MAX,
      translatable: true,
      help: 'Read out by screen readers in place of the picture, e.g. "Emblem of the Government of Punjab".',
    },
  },
  order: [['position', 'asc']],
  // At most two rows, served by the unique position index; the header puts them in EMBLEM_POSITIONS' order.
  indexes: [],
  public: { list: true, get: false, page: false },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'emblem',
    order: 96,
    nav: 'Emblem and logo',
    title: 'Emblem and logo in the site header',
    columns: ['position', 'image', 'description'],
  },
});

export type SiteEmblem = ContentOf<typeof siteEmblems>;
