/**
 * Who may read an entry of the activity log (ARCHITECTURE 12.4: every reader sees only what its
 * role may read). An entry names what it changed, and some name a visitor: a subscriber's address,
 * a message's sender. Each entity the log knows is read with the permission that reads the thing
 * itself, so a role refused the newsletter or the messages does not read their addresses here
 * either. One table for every reader of the log; an entity missing from it is the administrators'.
 */
import { activityNameOf } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import type { Role } from '@diet/contracts/accounts';
import { can, type Permission } from '@diet/contracts/permissions';

/** Entities whose entries name a visitor's address (what the privacy policy's retention covers). */
export const ADDRESS_ENTITIES = { subscriber: 'subscriber', message: 'message' } as const;

const READ_WITH: Readonly<Record<string, Permission>> = {
  ...Object.fromEntries(CONTENT_TYPES.map((definition) => [activityNameOf(definition), 'contentRead'])),
  [ADDRESS_ENTITIES.subscriber]: 'newsletter',
  newsletter: 'newsletter',
  [ADDRESS_ENTITIES.message]: 'messages',
  // The retention job's counts of deleted messages, addresses and proposals.
  'privacy policy': 'messages',
  account: 'accounts',
};

/** The entities whose entries `role` may read; null: every entity (the audit log's readers). */
export function readableEntities(role: Role | undefined): string[] | null {
  if (can(role, 'audit')) return null;
  return Object.entries(READ_WITH)
    .filter(([, permission]) => can(role, permission))
    .map(([entity]) => entity);
}
