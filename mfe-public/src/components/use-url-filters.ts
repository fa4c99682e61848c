import type { MouseEvent } from 'react';
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
 * A link's click that the script handles itself (no reload): a plain click only; a click with a
 * modifier (a new tab) or another button is the browser's.
 */
export function clientClick(event: MouseEvent, act: () => void) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  act();
}

/**
 * Filters kept in the address (shareable, survive reload): `get` reads one, `set` changes some and
 * goes back to page 1, `clear` drops them all. `q` is debounced so typing asks the API once per pause.
 * `hrefOf` is the address a change leads to: a link to it works before (and without) the script.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  // The page's own path in its language (/pa/notices).
  const path = useHref(useLocation().pathname);
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const debouncedQ = useDebounced(q);

  function set(changes: Partial<Record<K | 'q' | 'page', string>>) {
    setParams((prev) => changed(prev, changes), { replace: true });
  }

  function hrefOf(changes: Partial<Record<K | 'q' | 'page', string>>) {
    const search = changed(params, changes).toString();
    return search ? `${path}?${search}` : path;
  }

  function clear() {
    setParams({}, { replace: true });
  }

  const filtered = Boolean(q) || keys.some((k) => values[k]);
  return { values, q, debouncedQ, page, set, hrefOf, clear, path, clearHref: path, filtered };
}

/** What useUrlFilters gives, whatever its keys (for components that only page, search and clear). */
export interface UrlFilters {
  q: string;
  page: number;
  filtered: boolean;
  set: (changes: Partial<Record<'q' | 'page', string>>) => void;
  hrefOf: (changes: Partial<Record<'q' | 'page', string>>) => string;
  clear: () => void;
  /** Where Clear Filters leads. */
  clearHref: string;
}
