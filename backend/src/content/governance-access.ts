/**
 * Who may restore and purge (GOVERNANCE_ROLES): the global guard answers 403 'You do not have
 * permission to perform this action.' to anyone else. The one place to switch to the permission
 * table of libs/contracts/src/permissions.ts once it lands.
 */
import { GOVERNANCE_ROLES, type GovernanceAction } from '@diet/contracts/content-governance';
import { RequireRole } from '../common/route-metadata';

export const RequireGovernance = (action: GovernanceAction) => RequireRole(...GOVERNANCE_ROLES[action]);
