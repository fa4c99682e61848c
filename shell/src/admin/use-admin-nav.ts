import { useEffect, useState } from 'react';
import type { AdminNavItem, RemoteName } from '@diet/contracts/api';
import { isUnavailable } from '../federation/fallback-module';
import { loadRemoteModule } from '../federation/load-remote-module';
import { ADMIN_NAV_REMOTES } from './admin-route-table';

export interface AdminNavState {
  items: (AdminNavItem & { remote: RemoteName })[];
  unavailable: RemoteName[];
  loading: boolean;
}

function isNavList(value: unknown): value is AdminNavItem[] {
  return (
    Array.isArray(value) &&
    value.every((item) => item && typeof item.path === 'string' && typeof item.label === 'string')
  );
}

/**
 * The admin menu, assembled from each admin remote's ./nav. A remote that cannot load only loses
 * its own entries; the others still show.
 */
export async function loadAdminNav(remotes: RemoteName[] = ADMIN_NAV_REMOTES): Promise<Omit<AdminNavState, 'loading'>> {
  const results = await Promise.all(
    remotes.map(async (remote) => ({ remote, module: await loadRemoteModule<{ default: unknown }>(`${remote}/nav`) })),
  );
  const items: AdminNavState['items'] = [];
  const unavailable: RemoteName[] = [];
  for (const { remote, module } of results) {
    if (isUnavailable(module) || !isNavList(module.default)) unavailable.push(remote);
    else items.push(...module.default.map((item) => ({ ...item, remote })));
  }
  items.sort((a, b) => a.order - b.order);
  return { items, unavailable };
}

export function useAdminNav(): AdminNavState {
  const [state, setState] = useState<AdminNavState>({ items: [], unavailable: [], loading: true });
  useEffect(() => {
    let active = true;
    void loadAdminNav().then((nav) => active && setState({ ...nav, loading: false }));
    return () => {
      active = false;
    };
  }, []);
  return state;
}
