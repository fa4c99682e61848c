import { PUBLIC_CONTENT } from '@diet/contracts/public-content.build-data';
import { en } from '../i18n/en';

export interface NavLinkItem {
  to: string;
  label: string;
}

const n = en.nav;

/** Header main links (SPEC.md section 2, shared public layout). */
export const MAIN_LINKS: NavLinkItem[] = [
  { to: '/', label: n.home },
  { to: '/about', label: n.about },
  { to: '/staff', label: n.staff },
  { to: '/contact', label: n.contact },
];

/** The public pages of content types beyond SPEC.md's (notices, ...), from their definitions. */
const CONTENT_PAGE_LINKS: NavLinkItem[] = PUBLIC_CONTENT.pages.map(({ path, nav }) => ({ to: `/${path}`, label: nav }));

/** What the toggle menu adds. */
export const MENU_LINKS: NavLinkItem[] = [
  { to: '/infrastructure', label: n.infrastructure },
  { to: '/diksha-lab', label: n.dikshaLab },
  { to: '/library', label: n.library },
  { to: '/research', label: n.research },
  { to: '/gallery', label: n.gallery },
  { to: '/results', label: n.results },
  { to: '/study-material', label: n.studyMaterial },
  ...CONTENT_PAGE_LINKS,
];

export const NEWSLETTER_LINK: NavLinkItem = { to: '/newsletter', label: n.newsletter };

export const FOOTER_QUICK_LINKS: NavLinkItem[] = [
  { to: '/about', label: n.about },
  { to: '/infrastructure', label: n.infrastructure },
  { to: '/staff', label: n.staff },
  { to: '/diksha-lab', label: n.dikshaLab },
  { to: '/library', label: n.library },
  { to: '/research', label: n.research },
];

export const FOOTER_ACADEMIC_LINKS: NavLinkItem[] = [
  { to: '/gallery', label: n.gallery },
  { to: '/results', label: n.results },
  { to: '/study-material', label: n.studyMaterial },
  { to: '/newsletter', label: n.newsletter },
  ...CONTENT_PAGE_LINKS,
  { to: '/contact', label: n.contact },
];
