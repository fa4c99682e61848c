/**
 * What the signed-in person may use, from the one permission table (libs/contracts permissions.ts)
 * and the role in the auth slice: the menu, the screens and their buttons ask here, so nobody is
 * shown a button the API would refuse.
 */
import type { ReactNode } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { can, type Permission } from '@diet/contracts/permissions';
import { selectRole } from '@diet/frontend-core/auth-slice';

export function useCan(permission: Permission): boolean {
  return can(useSelector(selectRole), permission);
}

/** Its children only for people whose role holds `to` (a button, a menu entry). */
export function Allowed({ to, children }: { to: Permission; children: ReactNode }): ReactNode {
  return useCan(to) ? children : null;
}
