/**
 * A `reference` field in the back office: the form picks the record it belongs to by name (a
 * corrigendum's tender, by reference number and title), and the table shows that name, not an id.
 * Both read the other type's list through the screen's endpoints, shared by one request.
 */
import { createContext, useContext } from 'react';
import { Select } from 'antd';
import { labelOf, type ReferenceField } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import type { ContentEndpoints } from './content-api';

/** The endpoints of the screen a field is shown on. */
export const ContentEndpointsContext = createContext<ContentEndpoints | null>(null);

/** The records a reference may name: the most a list gives, in the other type's order (tenders: latest closing first). */
const CHOICES = { page: 1, pageSize: 200 };

function useChoices(field: ReferenceField): { value: string; label: string }[] {
  const endpoints = useContext(ContentEndpointsContext);
  const target = CONTENT_TYPES.find((d) => d.path === field.to);
  if (!endpoints || !target) throw new Error(`A reference to ${field.to} needs its screen's endpoints and definition`);
  const { data } = endpoints.useContentListQuery({ path: target.path, query: CHOICES });
  return (data?.items ?? []).map((item) => ({ value: item.id, label: labelOf(target, item) }));
}

/** The form's input: a searchable choice of the other type's records. */
export function ReferenceSelect({
  field,
  value,
  onChange,
  id,
}: {
  field: ReferenceField;
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const options = useChoices(field);
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch
      optionFilterProp="label"
      options={options}
      aria-label={field.formLabel ?? field.label}
    />
  );
}

/** The table's cell: the name of the record this one belongs to. */
export function ReferenceName({ field, id }: { field: ReferenceField; id: string }) {
  const options = useChoices(field);
  return <>{options.find((o) => o.value === id)?.label ?? ''}</>;
}
