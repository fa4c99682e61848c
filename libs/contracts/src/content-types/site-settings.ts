/**
 * The institute's own content (ARCHITECTURE.md 12.1, names fixed by 12.7): one record the office
 * edits in the back office, which GET /api/site answers once published. Its first values are the
 * seed's (backend/src/site/site-content.ts).
 */
import { MAX_LENGTH } from '../limits';
import { VALIDATION } from '../messages';
import type { AdminNavItem, RemoteName } from '../api';
import {
  defineSingleton,
  type GroupField,
  type LeafField,
  type ListField,
  type SingletonDefinition,
} from '../singleton-type';

const text = (label: string, max: number, more: Partial<LeafField> = {}): LeafField =>
  ({ kind: 'text', label, max, ...more }) as LeafField;
/** A text visitors read in their language. */
const words = (label: string, max: number, more: Partial<LeafField> = {}) =>
  text(label, max, { translatable: true, ...more });
const longWords = (label: string, max = 2000): LeafField => ({ kind: 'longText', label, max, translatable: true });
const group = (label: string, fields: GroupField['fields']): GroupField => ({ kind: 'group', label, fields });
const list = (label: string, of: ListField['of'], max: number): ListField => ({ kind: 'list', label, of, max });
const titled = (label: string, max: number) =>
  list(
    label,
    group(label, {
      title: words('Title', 150, { required: 'Title is required' }),
      description: longWords('Description', 1000),
    }),
    max,
  );

export const siteSettings = defineSingleton({
  name: 'site-settings',
  path: 'site-settings',
  table: 'site_settings',
  label: 'Site settings',
  previewPage: '/',
  fields: {
    instituteName: words('Institute name', 150, { required: 'Institute name is required' }),
    instituteShortName: words('Short name', 60),
    subtitle: words('Subtitle', 200),
    footerText: longWords('Footer text', 1000),
    address: group('Address', {
      lines: list('Address lines', words('Address line', 150), 6),
      pin: text('PIN', 6),
      mapUrl: { kind: 'url', label: 'Map link', max: MAX_LENGTH.url },
      mapEmbedUrl: { kind: 'url', label: 'Embedded map link', max: MAX_LENGTH.url },
    }),
    phone: text('Phone', 30, { required: 'Phone is required' }),
    email: text('Email', MAX_LENGTH.email, { email: VALIDATION.emailInvalid } as Partial<LeafField>),
    officeHours: words('Office hours', 100),
    social: list(
      'Social links',
      group('Social link', {
        network: text('Network', 40, { required: 'Network is required' }),
        url: { kind: 'url', label: 'Link', max: MAX_LENGTH.url },
      }),
      10,
    ),
    principal: group('Principal', {
      name: words('Name', 100, { required: VALIDATION.nameRequired }),
      title: words('Title', 100),
      photo: text('Photo', 500),
      message: list('Message', longWords('Message paragraph'), 10),
    }),
    hero: group('Hero', { headline: words('Headline', 150), subline: words('Subline', 300) }),
    stats: list(
      'Stats',
      group('Figure', {
        value: text('Value', 20, { required: 'Value is required' }),
        label: words('Label', 60, { required: 'Label is required' }),
      }),
      8,
    ),
    carousel: list(
      'Campus photos',
      group('Photo', {
        src: text('Picture', 500, { required: 'Picture is required' }),
        alt: words('Description', 200),
        caption: words('Caption', 200),
      }),
      10,
    ),
    about: group('About', {
      mission: longWords('Mission', 1000),
      vision: longWords('Vision', 1000),
      values: list(
        'Values',
        group('Value', { title: words('Title', 100, { required: 'Title is required' }), text: longWords('Text', 500) }),
        10,
      ),
      timeline: list(
        'Timeline',
        group('Milestone', {
          year: text('Year', 10),
          title: words('Title', 150, { required: 'Title is required' }),
          text: longWords('Text', 500),
        }),
        20,
      ),
    }),
    facilities: list(
      'Facilities',
      group('Facility', {
        id: text('Key', 60),
        title: words('Title', 150, { required: 'Title is required' }),
        description: longWords('Description', 1000),
        image: text('Picture', 500),
        features: list('Features', words('Feature', 150), 12),
      }),
      20,
    ),
    researchAreas: list(
      'Research areas',
      group('Research area', {
        title: words('Title', 150, { required: 'Title is required' }),
        description: longWords('Description', 1000),
        projects: { kind: 'integer', label: 'Projects', min: 0, minMessage: 'Projects cannot be negative' },
      }),
      12,
    ),
    dikshaFeatures: titled('Diksha Lab features', 12),
    dikshaModules: list(
      'Diksha Lab modules',
      group('Module', {
        title: words('Title', 150, { required: 'Title is required' }),
        hours: { kind: 'integer', label: 'Hours', min: 0, minMessage: VALIDATION.hoursNegative },
        category: words('Category', 60),
        topics: list('Topics', words('Topic', 150), 12),
      }),
      20,
    ),
    newsletterBenefits: list('Newsletter benefits', words('Benefit', 200), 10),
    brochureUrl: text('Brochure', 500),
    visitorCounter: { kind: 'boolean', label: 'Visitor counter', default: true },
    recognition: group('NCTE recognition', {
      order: text('Order number', 100),
      date: { kind: 'date', label: 'Order date' },
      body: words('Recognising body', 200),
    }),
  },
  admin: {
    remote: 'mfe_admin_comms',
    icon: 'setting',
    order: 97,
    nav: 'Site settings',
    title: 'Site settings',
    sections: [
      {
        title: 'Contact',
        fields: [
          'instituteName',
          'instituteShortName',
          'subtitle',
          'address',
          'phone',
          'email',
          'officeHours',
          'social',
          'footerText',
          'visitorCounter',
        ],
      },
      { title: 'Principal', fields: ['principal'] },
      { title: 'Home', fields: ['hero', 'stats', 'carousel', 'newsletterBenefits'] },
      { title: 'About', fields: ['about', 'researchAreas'] },
      { title: 'Facilities', fields: ['facilities', 'brochureUrl'] },
      { title: 'Diksha Lab', fields: ['dikshaFeatures', 'dikshaModules'] },
      { title: 'Recognition', fields: ['recognition'] },
    ],
  },
});

/** Every singleton: the API, its tables and the admin menu derive from this list. */
export const SINGLETON_TYPES: readonly SingletonDefinition[] = [siteSettings];

/** A remote's singletons, and their entries of the admin menu: whoever may read content sees them. */
export const singletonsOf = (remote: RemoteName): SingletonDefinition[] =>
  SINGLETON_TYPES.filter((d) => d.admin.remote === remote);
export const singletonNav = (remote: RemoteName): AdminNavItem[] =>
  singletonsOf(remote).map((d) => ({
    path: d.path,
    label: d.admin.nav,
    icon: d.admin.icon,
    order: d.admin.order,
    permission: 'contentRead',
  }));
