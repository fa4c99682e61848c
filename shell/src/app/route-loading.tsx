import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { en } from '../i18n/en';

/** What a lazy top-level route shows while its chunk arrives (plain HTML: antd may not be here yet). */
export function RouteLoading() {
  return (
    <p
      role="status"
      {...LOADING_PLACEHOLDER}
      style={{ padding: '3rem 1.25rem', textAlign: 'center', color: '#4b5563' }}
    >
      {en.common.loading}
    </p>
  );
}
