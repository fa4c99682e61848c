import { useId } from 'react';
import styles from './filters.module.css';
import { choices } from '../i18n/choices.en';

interface Props {
  label: string;
  /** The field's name in a GET form (FilterSection's `form`), so the filter works before the script. */
  name?: string;
  value: string;
  allLabel: string;
  options: readonly { value: string; label: string }[] | readonly string[];
  onChange: (value: string) => void;
}

/** A labelled select whose first option ('All ...') means no filter. */
export function SelectFilter({ label, name, value, allLabel, options, onChange }: Props) {
  // An explicit for/id pair: a wrapping label would add the chosen option to the field's name.
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} name={name} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((o) => {
          const option = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={option.value} value={option.value}>
              {choices.label(option.label)}
            </option>
          );
        })}
      </select>
    </div>
  );
}

export function SearchFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        type="search"
        name="q"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
