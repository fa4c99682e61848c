import { useEffect } from 'react';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';

/** 'Library | DIET Faridkot': the page name, then the institute's short name once known. */
export function formatTitle(page: string, shortName?: string): string {
  return shortName ? `${page} | ${shortName}` : page;
}

/** Every page has its own document title (ARCHITECTURE.md section 5). */
export function usePageTitle(page: string): void {
  const { data } = useGetSiteQuery();
  const shortName = data?.instituteShortName;
  useEffect(() => {
    document.title = formatTitle(page, shortName);
  }, [page, shortName]);
}
