import type { AdminNavItem } from '@diet/contracts/api';
import { contentNav } from '@diet/contracts/content-types/index';
import { en } from './i18n/en';

/**
 * Exposed as ./nav: this remote's entries of the admin menu. Paths are relative to /admin; the
 * order places them among the other remotes' entries.
 */
const dashboard: AdminNavItem = {
  path: '',
  label: en.pages.dashboard.nav,
  icon: 'dashboard',
  order: 0,
  permission: 'dashboard',
};
// What contributors submit, of every content type, for editors and administrators to publish.
const review: AdminNavItem = {
  path: 'review',
  label: en.publishing.reviewNav,
  icon: 'review',
  order: 0.5,
  permission: 'contentPublish',
  count: { url: 'admin/review', label: en.publishing.reviewWaiting },
};
// Every type's deleted items, last in the menu.
const trash: AdminNavItem = {
  path: 'trash',
  label: en.trash.nav,
  icon: 'trash',
  order: 1000,
  permission: 'trashRestore',
};
const nav = [dashboard, review, ...contentNav('mfe_admin_content'), trash].sort((a, b) => a.order - b.order);

export default nav;
