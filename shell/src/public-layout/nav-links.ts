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

/** What the toggle menu adds. */
export const MENU_LINKS: NavLinkItem[] = [
  { to: '/infrastructure', label: n.infrastructure },
  { to: '/diksha-lab', label: n.dikshaLab },
  { to: '/library', label: n.library },
  { to: '/research', label: n.research },
  { to: '/gallery', label: n.gallery },
  { to: '/results', label: n.results },
  { to: '/study-material', label: n.studyMaterial },
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
  { to: '/contact', label: n.contact },
];
