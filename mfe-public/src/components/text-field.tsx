import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

interface Props {
  id: string;
  label: string;
  error?: string;
  /** Renders a textarea or a select (children are the options) instead of an input. */
  as?: 'input' | 'textarea' | 'select';
  value: string;
  onChange: (value: string) => void;
  children?: ReactNode;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
  rows?: number;
}

/** A labelled field whose message is tied to it (aria-describedby) for screen readers. */
export function TextField({ id, label, error, as = 'input', value, onChange, children, inputProps, rows = 5 }: Props) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name: id,
    className: styles.input,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {as === 'textarea' ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : as === 'select' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          {children}
        </select>
      ) : (
        <input {...common} type="text" {...inputProps} onChange={(e) => onChange(e.target.value)} />
      )}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
