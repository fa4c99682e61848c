/**
 * Who may do what (ARCHITECTURE.md section 11.3): the ONE table of permissions and the roles that
 * hold them. The API's guard refuses a route whose permission the caller's role lacks (403,
 * ACCOUNT_MESSAGES.forbidden); the back office hides the menu entries, screens and buttons the same
 * table refuses. A new route or button names one of these permissions, never a role.
 */
import type { Role } from './accounts';

const EVERYONE: readonly Role[] = ['administrator', 'editor', 'contributor'];
const EDITORS: readonly Role[] = ['administrator', 'editor'];
const ADMINISTRATORS: readonly Role[] = ['administrator'];

export const PERMISSIONS = {
  /** The dashboard's figures and the visitor count. */
  dashboard: EVERYONE,
  /** One's own name, password, sessions. */
  ownAccount: EVERYONE,
  /** Lists and records of every content type, in the back office (revision lists too). */
  contentRead: EVERYONE,
  /** Creating and editing records, attaching files. */
  contentWrite: EVERYONE,
  /** Handing a draft over for review. */
  contentSubmit: EVERYONE,
  /** Publishing, unpublishing and scheduling, and the order of the published staff page: what visitors see is an editor's decision. */
  contentPublish: EDITORS,
  /** Deleting records (they go to the trash). */
  contentDelete: EDITORS,
  /**
   * Reading and writing records about people (content types with `personalData`: trainee records
   * with employee IDs); a contributor neither lists nor edits them.
   */
  personalData: EDITORS,
  /** CSV exports: whole lists, some with personal data (trainee records). */
  contentExport: EDITORS,
  /** Bringing back an earlier revision of a record. */
  revisionsRestore: EDITORS,
  /** Listing the trash and restoring from it. */
  trashRestore: EDITORS,
  /** Removing an item from the trash for good, with its files. */
  trashPurge: ADMINISTRATORS,
  /** The message centre: visitors' messages are personal data. */
  messages: EDITORS,
  /** Subscribers, campaigns, sending. */
  newsletter: EDITORS,
  /** The institute's own texts and settings of the public site. */
  siteContent: EDITORS,
  /** The Diksha Lab's settings (as opposed to its courses and trainee records, which are content). */
  dikshaSettings: EDITORS,
  /** Revoking a training certificate anyone can verify (ARCHITECTURE.md 12.2). */
  certificatesRevoke: ADMINISTRATORS,
  /** Staff accounts: invitations, roles, disabling. */
  accounts: ADMINISTRATORS,
  /** The compliance report (GIGW 3.0): reading it, running it now, its CSV. */
  compliance: EDITORS,
  /** The scheduled jobs: their last runs, and running one at once (ARCHITECTURE.md 12.7). */
  jobs: ADMINISTRATORS,
  /** The audit log and its export. */
  audit: ADMINISTRATORS,
  /** The API's description, where production asks for a token to read it. */
  apiDocs: EVERYONE,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

/** Whether `role` holds `permission`; no role (signed out, or an unknown value) holds none. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
