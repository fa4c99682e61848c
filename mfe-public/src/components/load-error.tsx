import styles from './load-error.module.css';

interface Props {
  text: string;
  retryLabel: string;
  onRetry: () => void;
  busy?: boolean;
}

/** A failed load says so and offers a retry, never an empty list (ARCHITECTURE.md section 8). */
export function LoadError({ text, retryLabel, onRetry, busy }: Props) {
  return (
    <div className={styles.error} role="alert">
      <p>{text}</p>
      <button type="button" className={styles.retry} onClick={onRetry} disabled={busy}>
        {retryLabel}
      </button>
    </div>
  );
}
