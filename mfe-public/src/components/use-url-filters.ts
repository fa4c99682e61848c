import { useHref, useLocation, useSearchParams } from 'react-router-dom';
import { useDebounced } from './use-debounced';

/** The address's parameters after `changes`: an empty value drops its parameter, a change of filter goes back to page 1. */
function changed(prev: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(prev);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

/**
 * Filters kept in the address (shareable, survive reload): `get` reads one, `set` changes some and
 * goes back to page 1. `q` is debounced so typing asks the API once per pause. `toOf` is where a
 * change leads, for a `<Link replace>` (the router's path: the Link adds the language's prefix); the
 * link works before (and without) the script, and with it leads where `set` would.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The page's own path in its language (/pa/notices), for a form's action.
  const path = useHref(pathname);
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const debouncedQ = useDebounced(q);

  function set(changes: Partial<Record<K | 'q' | 'page', string>>) {
    setParams((prev) => changed(prev, changes), { replace: true });
  }

  function toOf(changes: Partial<Record<K | 'q' | 'page', string>>) {
    const search = changed(params, changes).toString();
    return search ? `${pathname}?${search}` : pathname;
  }

  const filtered = Boolean(q) || keys.some((k) => values[k]);
  return { values, q, debouncedQ, page, set, toOf, path, clearTo: pathname, filtered };
}

/** What useUrlFilters gives, whatever its keys (for components that only page, search and clear). */
export interface UrlFilters {
  q: string;
  page: number;
  filtered: boolean;
  set: (changes: Partial<Record<'q' | 'page', string>>) => void;
  toOf: (changes: Partial<Record<'q' | 'page', string>>) => string;
  /** Where Clear Filters leads (the router's path, as `toOf`). */
  clearTo: string;
}
