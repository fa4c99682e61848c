import { GLOSSARY } from '../glossary';

/**
 * The name of every public page the machinery does not draw (a content type's page is named by its
 * definition's `public.nav`), keyed by its address in PUBLIC_PAGE_PATHS: the page's heading and
 * title, its site map entry, and its menu and footer link, unless `menuNames` words the link
 * shorter (SPEC.md's header says 'Staff' for the page 'Our Staff'). Once per language, for the
 * shell (its layout texts) and mfe-public (its common texts), so each page carries its own
 * language's names in a file it loads anyway; pa.ts and hi.ts have this shape, so a name missing in
 * a language does not compile. Not in an i18n/ folder: the language loader would make it a file of
 * its own, one more request.
 */
const names = {
  '': 'Home',
  about: 'About Us',
  infrastructure: 'Infrastructure',
  staff: 'Our Staff',
  contact: 'Contact Us',
  'diksha-lab': GLOSSARY.dikshaLab.en,
  library: 'Digital Library',
  research: 'Research and Publications',
  results: 'Examination Results',
  'study-material': 'Study Materials',
  gallery: 'Gallery',
  newsletter: 'Newsletter',
  notices: GLOSSARY.noticesAndCirculars.en,
  directory: 'Directory',
  'mandatory-disclosure': 'NCTE Mandatory Disclosure',
  verify: 'Verify a Certificate',
  'trainings/check-in': 'Training Check-in',
  'my-training': 'My Training Record',
  'events/archive': 'Events Archive',
  archive: GLOSSARY.archive.en,
  tenders: GLOSSARY.tenders.en,
  rti: 'Right to Information',
  search: 'Search',
  sitemap: 'Site Map',
  accessibility: 'Accessibility Statement',
  'website-policies': 'Website Policies',
  help: 'Help',
};
export const pageNames: Record<keyof typeof names, string> = names;

/** A menu or footer link's words where they are shorter than the page's name. */
export const menuNames = {
  staff: 'Staff',
  contact: 'Contact',
  library: 'Library',
  research: 'Research',
  results: 'Results',
  'study-material': 'Study Material',
};
