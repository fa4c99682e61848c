/**
 * Keeps the back office in step with what the server decides, without a new sign-in: the account
 * is read again every minute, on focus and after any refusal (403), and a changed role or name
 * updates the session, so the menu and the buttons follow (a disabled account's read answers 401:
 * the base query signs it out). The menu's counts ('Review queue, 3 waiting') are read again
 * after every change the back office writes, on focus and every minute.
 */
import { useEffect } from 'react';
import type { AdminAccount } from '@diet/contracts/accounts';
import { BACKGROUND_CALL_HEADER, type ApiSuccess, type ListMeta } from '@diet/contracts/api';
import { onAdminEvent, type AdminEvent } from '@diet/frontend-core/admin-events';
import { selectUser, userRefreshed } from '@diet/frontend-core/auth-slice';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { authApi } from './auth-api';

export const REFRESH_MS = 60_000;

/** These re-reads are the back office's, not the person's: they do not keep an idle session alive. */
const inBackground = (url: string) => ({ url, headers: { [BACKGROUND_CALL_HEADER]: '1' } });

const sessionApi = authApi.injectEndpoints({
  endpoints: (build) => ({
    account: build.query<AdminAccount, void>({
      query: () => inBackground('admin/auth/account'),
      transformResponse: (response: ApiSuccess<AdminAccount>) => response.data,
    }),
    listTotal: build.query<number, string>({
      query: (url) => inBackground(url),
      transformResponse: (response: ApiSuccess<unknown[]> & { meta?: ListMeta }) =>
        response?.meta?.total ?? (Array.isArray(response?.data) ? response.data.length : 0),
    }),
  }),
});

/** Calls `again` on `event` and whenever the window gets the focus back, while `active`. */
function useAgainOn(event: AdminEvent, again: () => unknown, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const run = () => void again();
    const stop = onAdminEvent(event, run);
    window.addEventListener('focus', run);
    return () => {
      stop();
      window.removeEventListener('focus', run);
    };
  }, [event, again, active]);
}

export function useSessionRefresh(): void {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { data, refetch } = sessionApi.useAccountQuery(undefined, { skip: !user, pollingInterval: REFRESH_MS });
  useAgainOn('refused', refetch, Boolean(user));
  useEffect(() => {
    if (!data || !user) return;
    if (data.role !== user.role || data.name !== user.name || data.email !== user.email) {
      dispatch(userRefreshed({ id: data.id, email: data.email, name: data.name, role: data.role }));
    }
  }, [data, user, dispatch]);
}

/** The total of the admin list at `url` (none: nothing is asked). */
export function useListTotal(url: string | undefined): number | undefined {
  const { data, refetch } = sessionApi.useListTotalQuery(url ?? '', { skip: !url, pollingInterval: REFRESH_MS });
  useAgainOn('changed', refetch, Boolean(url));
  return url ? data : undefined;
}
