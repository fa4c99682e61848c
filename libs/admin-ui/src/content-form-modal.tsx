/**
 * Add/Edit of a content type's record, from its definition: one form item per field with the
 * contracts' rules; JSON, or multipart when the type has files. A failed save keeps the modal open
 * with everything typed.
 */
import { Form, Modal } from 'antd';
import { contentTexts, fileFields, formFields, type ContentTypeDefinition } from '@diet/contracts/content-type';
import type { ContentEndpoints, ContentItem } from './content-api';
import { dependenciesOf, fieldInput, fieldRule, initialValues } from './content-fields';
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
      .map(([name, f]) => [name, f.kind === 'date' && typeof item[name] === 'string' ? (item[name] as string).slice(0, 10) : item[name]]),
  );
}

function requestBody(definition: ContentTypeDefinition, values: Record<string, unknown>): FormData | Record<string, unknown> {
  const files = fileFields(definition);
  // An empty field travels as null, so an edit also clears it where a PUT keeps what it leaves out.
  if (files.length === 0) return Object.fromEntries(Object.keys(definition.fields).map((name) => [name, values[name] ?? null]));
  const names = Object.fromEntries(files.map(([name]) => [`${name}Name`, (values[name] as File | undefined)?.name]));
  return toFormData({ ...values, ...names });
}

export function ContentFormModal({ definition, endpoints, open, item, onClose }: Props) {
  const texts = contentTexts(definition);
  const [save, { isLoading }] = endpoints.useContentSaveMutation();
  const { form, submit } = useRecordForm<Record<string, unknown>, ContentItem>({
    open,
    record: item,
    fields: (record) => formValues(definition, record),
    send: (values) => save({ path: definition.path, id: item?.id, body: requestBody(definition, values) }).unwrap(),
    texts: { added: texts.created, updated: texts.updated, addFailure: definition.admin.createFailure, updateFailure: definition.admin.updateFailure },
    onClose,
    fieldNames: Object.keys(definition.fields),
  });

  return (
    <Modal
      open={open}
      title={item ? texts.edit : (definition.admin.addTitle ?? texts.add)}
      okText={(item ? definition.admin.submit?.edit : definition.admin.submit?.add) ?? en.common.save}
      cancelText={en.common.cancel}
      confirmLoading={isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} name={definition.name} initialValues={initialValues(definition)}>
        {typedFields(definition).map(([name, field]) => (
          <Form.Item
            key={name}
            name={name}
            label={field.label}
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
