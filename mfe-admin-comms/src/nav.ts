import type { AdminNavItem } from '@diet/contracts/api';
import { COMPLIANCE_TEXTS } from '@diet/contracts/compliance';
import { JOB_TEXTS } from '@diet/contracts/jobs';
import { contentNav } from '@diet/contracts/content-types/index';
import { singletonNav } from '@diet/contracts/content-types/site-settings';
import { en } from './i18n/en';

/**
 * Exposed as ./nav: this remote's entries of the admin menu. Paths are relative to /admin; the
 * order places them among the other remotes' entries; the permission decides who sees them.
 */
const own: AdminNavItem[] = [
  { path: 'newsletter', label: en.pages.newsletter.nav, icon: 'newsletter', order: 80, permission: 'newsletter' },
  { path: 'messages', label: en.pages.messages.nav, icon: 'messages', order: 100, permission: 'messages' },
  { path: 'accounts', label: en.pages.accounts.nav, icon: 'safety-certificate', order: 110, permission: 'accounts' },
  { path: 'security-policy', label: en.pages.securityPolicy.nav, icon: 'lock', order: 112, permission: 'accounts' },
  {
    path: 'compliance',
    label: COMPLIANCE_TEXTS.title,
    icon: 'safety-certificate',
    order: 114,
    permission: 'compliance',
  },
  { path: 'audit', label: en.pages.audit.nav, icon: 'audit', order: 115, permission: 'audit' },
  { path: 'jobs', label: JOB_TEXTS.title, icon: 'schedule', order: 116, permission: 'jobs' },
  { path: 'my-account', label: en.pages.myAccount.nav, icon: 'profile', order: 120, permission: 'ownAccount' },
];
const nav = [...own, ...contentNav('mfe_admin_comms'), ...singletonNav('mfe_admin_comms')].sort(
  (a, b) => a.order - b.order,
);

export default nav;
