import { REMOTE_UNAVAILABLE } from '@diet/contracts/toasts';
import { useRemoteRetry } from './remote-retry-context';
import styles from './remote-unavailable.module.css';

/**
 * The panel an area shows when its remote cannot be loaded: plain HTML and CSS (no antd), so it
 * works on public and admin pages alike. "Try again" really loads the remote again.
 */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const contextRetry = useRemoteRetry();
  const retry = onRetry ?? contextRetry;
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title" className={styles.title}>
        {REMOTE_UNAVAILABLE.title}
      </h2>
      <p className={styles.body}>{REMOTE_UNAVAILABLE.body}</p>
      {retry && (
        <button type="button" className={styles.retry} onClick={retry}>
          {REMOTE_UNAVAILABLE.retry}
        </button>
      )}
    </section>
  );
}
