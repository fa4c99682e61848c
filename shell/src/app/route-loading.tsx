import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
// The layout's texts, which every public page has loaded already: the back office's (en.ts) would
// add their whole file to a visitor's first download for this one word.
import { layout } from '../i18n/layout.en';

/** What a lazy top-level route shows while its chunk arrives (plain HTML: antd may not be here yet). */
export function RouteLoading() {
  return (
    <p
      role="status"
      {...LOADING_PLACEHOLDER}
      style={{ padding: '3rem 1.25rem', textAlign: 'center', color: '#4b5563' }}
    >
      {layout.loading}
    </p>
  );
}
