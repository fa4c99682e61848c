import type { AdminNavItem } from '@diet/contracts/api';
import { contentNav } from '@diet/contracts/content-types/index';

/**
 * Exposed as ./nav: this remote's entries of the admin menu, from its content types (the trainee
 * records share the Diksha Lab screen; the teacher trainings and their sessions have their own). Paths are relative to /admin; the order places them among
 * the other remotes' entries.
 */
const nav: AdminNavItem[] = contentNav('mfe_admin_diksha').sort((a, b) => a.order - b.order);

export default nav;
