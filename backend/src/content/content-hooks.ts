/**
 * Behaviour a definition cannot say, kept beside it rather than forked from the machinery: values
 * the server decides when a record is written, and admin routes of the type's own. Found by the
 * definition's name.
 */
import type { Type } from '@nestjs/common';
import type { EntityManager, EntitySchema } from 'typeorm';
import { staffOrder } from './hooks/staff-order';

export interface WriteContext {
  tx: EntityManager;
  schema: EntitySchema;
  /** The body as sent (a hook may tell a field left out from one sent empty). */
  body: Record<string, unknown>;
  values: Record<string, unknown>;
  /** The record being edited; null on create. */
  current: Record<string, unknown> | null;
}

export interface ContentHooks {
  /** Values the server sets on a create or update, in its transaction. */
  decide?(context: WriteContext): Promise<Record<string, unknown>>;
  /** Admin routes of the type's own, under /api/admin/<path>: registered before the generic ones. */
  adminControllers?: readonly Type[];
}

export const CONTENT_HOOKS: Readonly<Record<string, ContentHooks>> = { staff: staffOrder };
