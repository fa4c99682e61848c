/**
 * Behaviour a definition cannot say, kept beside it rather than forked from the machinery: values
 * the server decides when a record is written, and admin routes of the type's own. Found by the
 * definition's name.
 */
import type { Type } from '@nestjs/common';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import type { EntityManager, EntitySchema } from 'typeorm';
import type { AdminPrincipal } from '../auth/admin-principal';
import { bookAccession } from './hooks/book-accession';
import { staffOrder } from './hooks/staff-order';
import { trainingAvailability } from './hooks/training-availability';
import { tenderClosing } from './hooks/tender-closing';

export interface WriteContext {
  tx: EntityManager;
  schema: EntitySchema;
  /** The body as sent (a hook may tell a field left out from one sent empty). */
  body: Record<string, unknown>;
  values: Record<string, unknown>;
  /** The record being edited; null on create. */
  current: Record<string, unknown> | null;
}

export interface PresentContext {
  manager: EntityManager;
  /** The records of an answer (a page, or one), as read: the hook adds to them. */
  records: (Record<string, unknown> & { id: string })[];
}

/** A record as saved (created, updated, published), in the transaction of the change. */
export interface AfterWriteContext {
  tx: EntityManager;
  record: Record<string, unknown> & { id: string };
  admin: AdminPrincipal | undefined | null;
  /** Audits a change the hook made to a record of another type: the activity log and that record's revisions. */
  recordChange(
    definition: ContentTypeDefinition,
    before: Record<string, unknown>,
    after: Record<string, unknown> & { id: string },
  ): Promise<void>;
}

export interface ContentHooks {
  /** Figures an answer carries beside the stored fields (a programme's seats left), for every reader. */
  present?(context: PresentContext): Promise<void>;
  /** Values the server sets on a create or update, in its transaction. */
  decide?(context: WriteContext): Promise<Record<string, unknown>>;
  /** What a saved record changes elsewhere, in its transaction (a 4xx thrown here undoes the save). */
  afterWrite?(context: AfterWriteContext): Promise<void>;
  /**
   * Routes of the type's own (the staff order under /api/admin/<path>, a programme's sessions, a
   * calendar): registered before the generic ones, beside the types' services.
   */
  controllers?: readonly Type[];
}

export const CONTENT_HOOKS: Readonly<Record<string, ContentHooks>> = {
  staff: staffOrder,
  book: bookAccession,
  training: trainingAvailability,
  corrigendum: tenderClosing,
};
