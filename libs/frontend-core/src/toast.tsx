import { useSyncExternalStore } from 'react';
import { currentToasts, dismissToast, subscribeToasts } from '@diet/frontend-core/toast-store';
import styles from './toast.module.css';

export { showToast } from '@diet/frontend-core/toast-store';

/**
 * Where the public toasts appear. Errors use role=alert (read at once by screen readers), the
 * others role=status (read politely).
 */
export function ToastContainer({ closeLabel = 'Close notification' }: { closeLabel?: string }) {
  const toasts = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  return (
    <div className={styles.region}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
        >
          <span className={styles.text}>{toast.text}</span>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
