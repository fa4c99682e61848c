/**
 * Who may restore and purge: the permission table of libs/contracts/src/permissions.ts
 * (trashRestore, trashPurge, revisionsRestore); the global guard answers 403 to anyone else.
 */
import type { Permission } from '@diet/contracts/permissions';
import { Allow } from '../common/route-metadata';

export const RequireGovernance = (
  permission: Extract<Permission, 'trashRestore' | 'trashPurge' | 'revisionsRestore'>,
) => Allow(permission);
