import { useRemoteRetry, useRemoteTexts } from './remote-retry-context';
import styles from './remote-unavailable.module.css';

/**
 * The panel an area shows when its remote cannot be loaded: plain HTML and CSS (no antd), so it
 * works on public and admin pages alike. "Try again" really loads the remote again.
 */
export function RemoteUnavailable({ onRetry }: { onRetry?: () => void }) {
  const contextRetry = useRemoteRetry();
  const retry = onRetry ?? contextRetry;
  const t = useRemoteTexts();
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <h2 id="remote-unavailable-title" className={styles.title}>
        {t.title}
      </h2>
      <p className={styles.body}>{t.body}</p>
      {retry && (
        <button type="button" className={styles.retry} onClick={retry}>
          {t.retry}
        </button>
      )}
    </section>
  );
}
