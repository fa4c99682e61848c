import { counted } from './plural';

/** The search page's texts, in English. */
export const search = {
  heroText: 'Search notices, events, the library, results, study materials and every other page of the site.',
  label: 'Search the site',
  placeholder: 'Type a word and press Enter',
  submit: 'Search',
  prompt: 'Type at least one word to search for.',
  loading: 'Searching...',
  loadError: 'The search did not work this time.',
  retry: 'Try again',
  none: (q: string) => `Nothing was found for "${q}". Try another word, or look in the site map.`,
  siteMap: 'Site map',
  found: (n: number, q: string) => `${counted(n, { one: 'result', other: 'results' })} for "${q}"`,
  inGroup: (n: number) => counted(n, { one: 'result', other: 'results' }),
  previous: 'Previous results',
  next: 'More results',
  pageOf: (page: number) => `Page ${page}`,
};
