import { activeLanguage } from '@diet/contracts/active-language';
import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { layout } from '../i18n/layout.en';

export interface NavLinkItem {
  to: string;
  label: string;
}

type PagePath = keyof typeof layout.pages;

/**
 * A link to a page, worded as the page is named (or shorter, `menuNames`), read when shown: a
 * server bundle renders one language after another (language-loader.js).
 */
const link = (path: PagePath): NavLinkItem => ({
  to: `/${path}`,
  get label() {
    return (layout.menus as Partial<Record<PagePath, string>>)[path] ?? layout.pages[path];
  },
});

/** Header main links (SPEC.md section 2, shared public layout). */
export const MAIN_LINKS: NavLinkItem[] = [link(''), link('about'), link('staff'), link('contact')];

/** The public pages of content types beyond SPEC.md's (notices, ...), named by their definitions in the page's language. */
const CONTENT_PAGE_LINKS: NavLinkItem[] = PUBLIC_CONTENT.pages.map(({ path, nav }) => ({
  to: `/${path}`,
  get label() {
    return nav[activeLanguage()];
  },
}));

/** What the toggle menu adds. */
export const MENU_LINKS: NavLinkItem[] = [
  link('infrastructure'),
  link('diksha-lab'),
  link('library'),
  link('research'),
  link('gallery'),
  link('results'),
  link('study-material'),
  ...CONTENT_PAGE_LINKS,
  link('archive'),
];

export const NEWSLETTER_LINK: NavLinkItem = link('newsletter');

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  link('about'),
  link('infrastructure'),
  link('staff'),
  link('directory'),
  link('diksha-lab'),
  link('library'),
  link('research'),
];

export const FOOTER_ACADEMIC_LINKS: NavLinkItem[] = [
  link('gallery'),
  link('results'),
  link('study-material'),
  link('newsletter'),
  ...CONTENT_PAGE_LINKS,
  link('archive'),
  link('verify'),
  link('my-training'),
  link('contact'),
];

/**
 * The GIGW 3.0 pages every public page's footer links: accessibility, policies, help, the site map,
 * feedback (the contact form with 'Feedback' chosen; ARCHITECTURE.md 12.3), and the NCTE mandatory
 * disclosure a teacher-education institution must publish (12.3; GIGW sites link such duties here).
 */
export const FOOTER_SITE_LINKS: NavLinkItem[] = [
  link('accessibility'),
  link('website-policies'),
  link('help'),
  link('sitemap'),
  {
    to: '/contact?subject=feedback',
    get label() {
      return layout.nav.feedback;
    },
  },
  link('mandatory-disclosure'),
];
