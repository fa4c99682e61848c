import { activeLanguage } from '@diet/contracts/active-language';
import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { layout } from '../i18n/layout.en';

export interface NavLinkItem {
  to: string;
  label: string;
}

type NavKey = keyof typeof layout.nav;

/** The label is read when shown: a server bundle renders one language after another (language-loader.js). */
const link = (to: string, key: NavKey): NavLinkItem => ({
  to,
  get label() {
    return layout.nav[key];
  },
});

/** Header main links (SPEC.md section 2, shared public layout). */
export const MAIN_LINKS: NavLinkItem[] = [
  link('/', 'home'),
  link('/about', 'about'),
  link('/staff', 'staff'),
  link('/contact', 'contact'),
];

/** The public pages of content types beyond SPEC.md's (notices, ...), named by their definitions in the page's language. */
const CONTENT_PAGE_LINKS: NavLinkItem[] = PUBLIC_CONTENT.pages.map(({ path, nav }) => ({
  to: `/${path}`,
  get label() {
    return nav[activeLanguage()];
  },
}));

/** What the toggle menu adds. */
export const MENU_LINKS: NavLinkItem[] = [
  link('/infrastructure', 'infrastructure'),
  link('/diksha-lab', 'dikshaLab'),
  link('/library', 'library'),
  link('/research', 'research'),
  link('/gallery', 'gallery'),
  link('/results', 'results'),
  link('/study-material', 'studyMaterial'),
  ...CONTENT_PAGE_LINKS,
  link('/archive', 'archive'),
];

export const NEWSLETTER_LINK: NavLinkItem = link('/newsletter', 'newsletter');

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  link('/about', 'about'),
  link('/infrastructure', 'infrastructure'),
  link('/staff', 'staff'),
  link('/directory', 'directory'),
  link('/diksha-lab', 'dikshaLab'),
  link('/library', 'library'),
  link('/research', 'research'),
];

export const FOOTER_ACADEMIC_LINKS: NavLinkItem[] = [
  link('/gallery', 'gallery'),
  link('/results', 'results'),
  link('/study-material', 'studyMaterial'),
  link('/newsletter', 'newsletter'),
  ...CONTENT_PAGE_LINKS,
  link('/archive', 'archive'),
  link('/verify', 'verify'),
  link('/my-training', 'myTraining'),
  link('/contact', 'contact'),
];

/**
 * The GIGW 3.0 pages every public page's footer links: accessibility, policies, help, the site map,
 * and feedback (the contact form with 'Feedback' chosen; ARCHITECTURE.md 12.3).
 */
export const FOOTER_SITE_LINKS: NavLinkItem[] = [
  link('/accessibility', 'accessibility'),
  link('/website-policies', 'websitePolicies'),
  link('/help', 'help'),
  link('/sitemap', 'sitemap'),
  link('/contact?subject=feedback', 'feedback'),
];
