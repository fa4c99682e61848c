/**
 * The screens' filter selects (a type's views, the publishing state, a missing translation): ''
 * is the first option, 'all', and is sent as no filter at all.
 */
import { Select } from 'antd';
import { contentTexts, type ContentTypeDefinition } from '@diet/contracts/content-type';

export interface FilterSelectProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** A filter's select; `options` start with the '' of 'all'. */
export function FilterSelect({
  label,
  width,
  options,
  value,
  onChange,
}: FilterSelectProps & { label: string; width: number; options: { value: string; label: string }[] }) {
  return (
    <Select
      aria-label={label}
      style={{ width }}
      value={value ?? ''}
      onChange={(chosen: string) => onChange(chosen === '' ? undefined : chosen)}
      options={options}
    />
  );
}

/** The definition's views (notices current or archived, staff current or former), if it has any. */
export function ViewsFilter({ definition, ...props }: FilterSelectProps & { definition: ContentTypeDefinition }) {
  if (!definition.views) return null;
  const texts = contentTexts(definition);
  return (
    <FilterSelect
      {...props}
      label={texts.viewsLabel}
      width={180}
      options={[
        { value: '', label: texts.allItems },
        ...Object.entries(definition.views.labels).map(([view, label]) => ({ value: view, label })),
      ]}
    />
  );
}
