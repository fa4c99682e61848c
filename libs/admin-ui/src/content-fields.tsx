/**
 * A content type's fields in antd: the input each kind gets, its rule (the contracts' own check,
 * so the form shows exactly the message the API would answer), how a value reads in the table,
 * and what a new record starts with.
 */
import type { ReactNode } from 'react';
import { Input, InputNumber, Select, Tag, Typography } from 'antd';
import type { RuleObject, RuleRender } from 'antd/es/form';
import {
  formFields,
  storedImageColumns,
  titleFieldOf,
  type BooleanField,
  type ContentTypeDefinition,
  type Field,
  type FileField,
  type ImageField,
} from '@diet/contracts/content-type';
import { fieldError, normalizeValue } from '@diet/contracts/content-validation';
import { FILE_KIND_TYPES } from '@diet/contracts/file-kinds';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';
import { UPLOAD } from '@diet/contracts/messages';
import { DownloadLink } from './download-link';
import { FilePicker } from './file-picker';
import { en } from './i18n/en';
import { ReferenceName, ReferenceSelect } from './reference-fields';
import { fileRule } from './upload-rules';
import { formatInstituteTime } from './institute-time';

/** The file input's `accept`, from the kinds the field takes. */
export const acceptOf = (field: FileField | ImageField) =>
  field.kinds.flatMap((k) => FILE_KIND_TYPES[k].names.map((e) => `.${e}`)).join(',');

const booleanLabels = (field: BooleanField) => field.labels ?? { true: en.common.yesValue, false: en.common.noValue };

/**
 * The one rule of a field: the first message the contracts' check gives, as the API does; a date
 * that must be on or after another also reads that one (the form item re-checks when it changes).
 */
export function fieldRule(field: Field, editing: boolean): RuleObject | RuleRender {
  if (field.kind === 'file' || field.kind === 'image')
    return fileRule(acceptOf(field), editing ? null : (field.required ?? null));
  return ({ getFieldValue }) => ({
    validator: async (_rule, raw: unknown) => {
      const value = normalizeValue(field, raw);
      const message = fieldError(field, value);
      if (message) throw new Error(message);
      if (field.kind === 'date' && field.onOrAfter && typeof value === 'string') {
        const other = normalizeValue(field, getFieldValue(field.onOrAfter.field));
        if (typeof other === 'string' && value < other) throw new Error(field.onOrAfter.message);
      }
    },
  });
}

/** The fields whose change re-checks this one. */
export const dependenciesOf = (field: Field): string[] =>
  field.kind === 'date' && field.onOrAfter ? [field.onOrAfter.field] : [];

/** A long text's lines in the form unless its field says (a page says more). */
export const LONG_TEXT_ROWS = 4;

/** The input of a field in the add/edit form. */
export function fieldInput(name: string, field: Field, current?: Record<string, unknown>): ReactNode {
  switch (field.kind) {
    case 'text':
      return <Input type={field.email ? 'email' : undefined} />;
    case 'textList':
      return <Input />;
    case 'longText':
      return <Input.TextArea rows={field.rows ?? LONG_TEXT_ROWS} />;
    case 'integer':
      return <InputNumber style={{ width: '100%' }} />;
    case 'date':
      return <Input type="date" />;
    case 'time':
      return <Input type="time" />;
    case 'dateTime':
      return <Input type="datetime-local" />;
    case 'reference':
      return <ReferenceSelect field={field} />;
    case 'url':
      return <Input type="url" placeholder="https://" />;
    case 'choice':
      return <Select allowClear={!field.required} options={field.values.map((value) => ({ value, label: value }))} />;
    case 'boolean': {
      const labels = booleanLabels(field);
      return (
        <Select
          options={[
            { value: true, label: labels.true },
            { value: false, label: labels.false },
          ]}
        />
      );
    }
    case 'file':
      return (
        <FilePicker
          accept={acceptOf(field)}
          help={field.help ?? UPLOAD.help}
          label={field.label}
          currentUrl={current?.[name] as string | undefined}
          currentName={current?.[`${name}Name`] as string | undefined}
        />
      );
    case 'image': {
      const columns = storedImageColumns(name, field);
      // The smallest stored copy is enough for the form's preview.
      const shown = [...columns.copies, columns.url]
        .map((c) => current?.[c])
        .find((url) => typeof url === 'string' && url);
      const kept = columns.name ? current?.[columns.name] : current?.[name];
      return (
        <FilePicker
          accept={acceptOf(field)}
          help={field.help}
          label={field.label}
          currentUrl={shown as string | undefined}
          currentName={typeof kept === 'string' ? (columns.name ? kept : kept.split('/').pop()) : undefined}
        />
      );
    }
  }
}

/** How a value reads in the admin table. */
export function fieldCell(definition: ContentTypeDefinition, name: string, item: Record<string, unknown>): ReactNode {
  const field = definition.fields[name];
  const value = item[name];
  if (field?.kind === 'boolean') {
    const labels = booleanLabels(field);
    if (value) return <Tag color="green">{labels.true}</Tag>;
    // A required yes/no is a status (Available / Checked Out); an optional one is only worth a word.
    return field.required ? (
      <Tag color="red">{labels.false}</Tag>
    ) : (
      <Typography.Text type="secondary">{labels.false}</Typography.Text>
    );
  }
  if (field?.kind === 'integer' && field.filterSome && typeof value === 'number')
    // A count that is a status (copies on the shelf): the word, with the number.
    return value > 0 ? (
      <Tag color="green">{`${field.filterSome.true} (${value})`}</Tag>
    ) : (
      <Tag color="red">{field.filterSome.false}</Tag>
    );
  if (field?.kind === 'date' && typeof value === 'string') return formatLongDate(value);
  if (field?.kind === 'image')
    return typeof value === 'string' && value ? (
      <img src={value} alt="" style={{ width: 64, height: 48, objectFit: 'cover' }} />
    ) : (
      ''
    );
  if (field?.kind === 'time' && typeof value === 'string') return formatTimeOfDay(value);
  if (field?.kind === 'dateTime' && typeof value === 'string') return `${formatInstituteTime(value)} IST`;
  if (field?.kind === 'reference' && typeof value === 'string') return <ReferenceName field={field} id={value} />;
  if (field?.kind === 'textList' && Array.isArray(value)) return listText(value as string[]);
  if (field?.kind === 'file') {
    if (typeof value !== 'string' || !value) return '';
    const fileName = item[`${name}Name`] as string | null | undefined;
    // A file name is one word: kept on one line, never cut in the middle on a phone.
    return (
      <span style={WHOLE_WORDS}>
        <DownloadLink file={value} fileName={fileName} label={fileName ?? value} />
      </span>
    );
  }
  if (name === titleFieldOf(definition))
    return (
      <Typography.Text strong style={TITLE_CELL}>
        {String(value ?? '')}
      </Typography.Text>
    );
  return value === null || value === undefined ? '' : String(value);
}

/** A file name in a table cell: on one line (the table scrolls sideways instead). */
const WHOLE_WORDS = { whiteSpace: 'nowrap' } as const;
/** A title wraps between words only, in a column wide enough to read it. */
const TITLE_CELL = { display: 'inline-block', minWidth: '12em', wordBreak: 'normal', overflowWrap: 'normal' } as const;

/** A list field as it is typed: 'A, B'. */
export const listText = (list: readonly string[]): string => list.join(', ');

/** What a new record's form starts with: the defaults the definition gives. */
export function initialValues(definition: ContentTypeDefinition): Record<string, unknown> {
  return Object.fromEntries(
    formFields(definition)
      .filter(([, f]) => (f.kind === 'boolean' || f.kind === 'integer') && f.default !== undefined)
      .map(([name, f]) => [name, (f as { default: unknown }).default]),
  );
}
