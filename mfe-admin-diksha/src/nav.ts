import type { AdminNavItem } from '@diet/contracts/api';
import { contentNav } from '@diet/contracts/content-types/index';
import { en } from './i18n/en';

/**
 * Exposed as ./nav: this remote's entries of the admin menu. Paths are relative to /admin; the
 * order places them among the other remotes' entries.
 */
const nav: AdminNavItem[] = [
  { path: 'diksha-lab', label: en.pages.dikshaLab.nav, icon: 'diksha-lab', order: 70 },
  ...contentNav('mfe_admin_diksha'),
].sort((a, b) => a.order - b.order);

export default nav;
