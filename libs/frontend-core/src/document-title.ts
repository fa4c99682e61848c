import { useEffect } from 'react';
import type { PageHead } from '@diet/contracts/first-route';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';

/** 'Library | DIET Faridkot': the page name, then the institute's short name once known. */
export function formatTitle(page: string, shortName?: string): string {
  return shortName ? `${page} | ${shortName}` : page;
}

/** Hears the titles a server render sets (server-screen.ts); undefined outside one. */
let serverTitleSink: ((title: string) => void) | undefined;

/** Lets `sink` hear every page title set until it is called again (undefined: none). */
export function listenForServerTitle(sink: ((title: string) => void) | undefined): void {
  serverTitleSink = sink;
}

/** Every page has its own document title (ARCHITECTURE.md section 5). */
export function usePageTitle(page: string): void {
  const { data } = useGetSiteQuery();
  const shortName = data?.instituteShortName;
  // A server render runs no effects: it hears the title during render, for the page's <title>.
  serverTitleSink?.(formatTitle(page, shortName));
  useEffect(() => {
    document.title = formatTitle(page, shortName);
  }, [page, shortName]);
}

/** Hears what a server render's page says of its head; undefined outside one. */
let serverHeadSink: ((head: PageHead) => void) | undefined;

/** Lets `sink` hear every page head reported until it is called again (undefined: none). */
export function listenForServerHead(sink: ((head: PageHead) => void) | undefined): void {
  serverHeadSink = sink;
}

/** Reports `head` to a server render, if one is listening (its render runs no effects). */
export function reportPageHead(head: PageHead): void {
  serverHeadSink?.(head);
}
