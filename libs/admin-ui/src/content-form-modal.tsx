/**
 * Add/Edit of a content type's record, from its definition: one form item per field with the
 * contracts' rules; JSON, or multipart when the type has files. A failed save keeps the modal open
 * with everything typed.
 */
import { Form, Modal } from 'antd';
import { adminRecordPath, contentTexts, fileFields, formFields, formTexts, uniqueFields, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { normalizeValue } from '@diet/contracts/content-validation';
import { instituteLocalInput } from '@diet/contracts/date-time';
import { errorStatus, serverFieldErrors } from '@diet/frontend-core/errors';
import type { ContentEndpoints, ContentItem } from './content-api';
import { dependenciesOf, fieldInput, fieldRule, initialValues, listText } from './content-fields';
import { toFormData } from './form-data';
import { en } from './i18n/en';
import { useRecordForm } from './use-record-form';

interface Props {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
  open: boolean;
  item?: ContentItem;
  onClose: () => void;
}

/** The fields typed in the form: besides those the server sets, a field a screen or hook sets is left out. */
const typedFields = (definition: ContentTypeDefinition) => formFields(definition).filter(([, f]) => !f.formHidden);

/** The form values of a record: its fields, dates as the date input wants them; files are chosen anew. */
function formValues(definition: ContentTypeDefinition, item: ContentItem): Record<string, unknown> {
  return Object.fromEntries(
    typedFields(definition)
      .filter(([, f]) => f.kind !== 'file' && f.kind !== 'image')
      .map(([name, f]) => {
        const value = item[name];
        if (f.kind === 'date' && typeof value === 'string') return [name, value.slice(0, 10)];
        // The date-time input shows and sends the institute's wall clock (the API reads it as IST).
        if (f.kind === 'dateTime' && typeof value === 'string') return [name, instituteLocalInput(value)];
        return [name, f.kind === 'textList' && Array.isArray(value) ? listText(value as string[]) : value];
      }),
  );
}

/** A failed save's messages under their fields: the API's details, or a unique field's clash (409). */
function serverErrorsOf(definition: ContentTypeDefinition, error: unknown): { name: string; errors: string[] }[] {
  const fields = serverFieldErrors(error, Object.keys(definition.fields));
  const [unique] = uniqueFields(definition);
  if (fields.length === 0 && unique && errorStatus(error) === 409) fields.push({ name: unique[0], errors: [unique[1]] });
  return fields;
}

function requestBody(definition: ContentTypeDefinition, values: Record<string, unknown>): FormData | Record<string, unknown> {
  // A list is typed as comma-separated text and sent as the list it is.
  for (const [name, f] of Object.entries(definition.fields)) if (f.kind === 'textList') values = { ...values, [name]: normalizeValue(f, values[name]) };
  const files = fileFields(definition);
  // An empty field travels as null, so an edit also clears it where a PUT keeps what it leaves out.
  if (files.length === 0) return Object.fromEntries(Object.keys(definition.fields).map((name) => [name, values[name] ?? null]));
  const names = Object.fromEntries(files.map(([name]) => [`${name}Name`, (values[name] as File | undefined)?.name]));
  return toFormData({ ...values, ...names });
}

export function ContentFormModal({ definition, endpoints, open, item, onClose }: Props) {
  const texts = contentTexts(definition);
  const titles = formTexts(definition, en.common.save);
  const [save, { isLoading }] = endpoints.useContentSaveMutation();
  const { form, formProps } = useRecordForm<Record<string, unknown>, ContentItem>({
    open,
    record: item,
    fields: (record) => formValues(definition, record),
    send: (values) => save({ path: definition.path, record: adminRecordPath(definition), id: item?.id, body: requestBody(definition, values) }).unwrap(),
    texts: { added: texts.created, updated: texts.updated, addFailure: definition.admin.createFailure, updateFailure: definition.admin.updateFailure },
    failed: (error) => {
      if (errorStatus(error) === 401 && definition.admin.signedOut) return definition.admin.signedOut;
      form.setFields(serverErrorsOf(definition, error) as never);
      return definition.admin.saveFailure ?? null;
    },
    onClose,
  });

  return (
    <Modal
      open={open}
      title={item ? titles.edit : titles.add}
      okText={item ? titles.save : titles.addSave}
      cancelText={en.common.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form {...formProps} layout="vertical" name={definition.name} initialValues={initialValues(definition)}>
        {typedFields(definition).map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={field.formLabel ?? field.label}
            required={Boolean(field.required)}
            rules={[fieldRule(field, Boolean(item))]}
            dependencies={dependenciesOf(field)}
            extra={field.kind === 'file' || field.kind === 'image' ? undefined : field.help}
          >
            {fieldInput(name, field, item)}
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
