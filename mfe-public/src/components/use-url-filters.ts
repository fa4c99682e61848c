import { useSearchParams } from 'react-router-dom';
import { useDebounced } from './use-debounced';

/**
 * Filters kept in the address (shareable, survive reload): `get` reads one, `set` changes some and
 * goes back to page 1, `clear` drops them all. `q` is debounced so typing asks the API once per pause.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const q = params.get('q') ?? '';
  const debouncedQ = useDebounced(q);

  function set(changes: Partial<Record<K | 'q' | 'page', string>>) {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  }

  function clear() {
    setParams({}, { replace: true });
  }

  const filtered = Boolean(q) || keys.some((k) => values[k]);
  return { values, q, debouncedQ, page, set, clear, filtered };
}

/** What useUrlFilters gives, whatever its keys (for components that only page, search and clear). */
export interface UrlFilters {
  q: string;
  page: number;
  filtered: boolean;
  set: (changes: Partial<Record<'q' | 'page', string>>) => void;
  clear: () => void;
}
