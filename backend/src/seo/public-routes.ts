/** Every public page of SPEC.md section 1 (the routes /sitemap.xml lists). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/infrastructure',
  '/staff',
  '/contact',
  '/gallery',
  '/newsletter',
  '/research',
  '/library',
  '/results',
  '/study-material',
  '/diksha-lab',
  '/events/archive',
] as const;
