/**
 * Revisions and trash of every content type (ARCHITECTURE.md 11.3): what the API answers, who may
 * restore and purge, and the texts the API and the back office share.
 */
/** Deleted items older than this are purged automatically. */
export const TRASH_RETENTION_DAYS = 30;

/** GET /api/admin/trash: one deleted item. `type` is the definition's name, `id` the item's own id. */
export interface TrashItem {
  type: string;
  typeLabel: string;
  id: string;
  label: string;
  deletedAt: string;
  deletedBy: string;
}

/** One changed field of a revision: its value before the save and after it. */
export interface RevisionChange {
  field: string;
  label: string;
  before: unknown;
  after: unknown;
}

/** GET /api/admin/{type}/{id}/revisions, newest first. */
export interface Revision {
  id: string;
  /** 1 for the first save the item has a revision of, then counting up. */
  number: number;
  createdAt: string;
  user: string;
  /** What the save did: created, updated, restored from an earlier revision, ... */
  action: RevisionAction;
  changes: RevisionChange[];
}

export type RevisionAction = 'created' | 'updated' | 'restored' | 'sent_back';

export const GOVERNANCE_TEXTS = {
  restored: (entity: string) => `${entity} restored successfully!`,
  purged: (entity: string) => `${entity} deleted permanently!`,
  /** 409 on restoring an item whose owner is in the trash: `owner` as in a sentence ('tender'). */
  ownerInTrash: (owner: string) => `Its ${owner} is in the trash: restore the ${owner} first.`,
  /** 409 on restoring an item whose owner has been deleted permanently since (it stays in the trash until its own purge). */
  ownerPurged: (owner: string) => `Its ${owner} has been deleted permanently, so it cannot be restored.`,
  revisionRestored: 'Earlier version restored successfully!',
  trashTitle: 'Trash',
  trashIntro: `Deleted items stay here for ${TRASH_RETENTION_DAYS} days, then they are removed for good.`,
  trashEmpty: 'The trash is empty.',
  allTypes: 'All types',
  confirmRestore: 'Restore this item?',
  confirmPurge: 'Delete this item permanently? Its files are removed too. This cannot be undone.',
  confirmRevisionRestore: 'Restore the item to this version? The current values are kept as a revision.',
  history: 'History',
  historyTitle: (label: string) => `History of ${label}`,
  noRevisions: 'No revisions yet. Each save from now on is kept here.',
  actions: {
    created: 'Created',
    updated: 'Updated',
    restored: 'Restored an earlier version',
    sent_back: 'Sent back for changes',
  } satisfies Record<RevisionAction, string>,
  empty: '(empty)',
  /** A sent-back revision's reason, and the state it left (review to draft). */
  reason: 'Reason',
  state: 'State',
  /** A translation-only save: the translations, as one change. */
  translations: 'Translations',
  toReview: 'to check after an English change',
  current: 'Current',
  restoreVersion: 'Restore this version',
  restore: 'Restore',
  cancel: 'Cancel',
  columns: { field: 'Field', before: 'Before', after: 'After', value: 'Value' },
  revision: (n: number) => `Revision ${n}`,
} as const;
