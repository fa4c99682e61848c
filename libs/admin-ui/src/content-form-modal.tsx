/**
 * Add/Edit of a content type's record, from its definition: one form item per field with the
 * contracts' rules; JSON, or multipart when the type has files. A failed save keeps the modal open
 * with everything typed.
 */
import { useRef, useState } from 'react';
import { Button, Form, Modal } from 'antd';
import {
  adminRecordPath,
  contentTexts,
  fileFields,
  formFields,
  formTexts,
  labelOf,
  uniqueFields,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import { normalizeValue } from '@diet/contracts/content-validation';
import { instituteLocalInput } from '@diet/contracts/date-time';
import { mayPublish, type PublishState } from '@diet/contracts/publishing';
import { errorStatus, serverFieldErrors } from '@diet/frontend-core/errors';
import type { ContentEndpoints, ContentItem } from './content-api';
import { dependenciesOf, fieldInput, fieldRule, initialValues, listText } from './content-fields';
import { toFormData } from './form-data';
import { translationFieldErrors, translationsBody, translationValues, TranslationTabs } from './translation-tabs';
import { en } from './i18n/en';
import { RevisionsDrawer } from './revisions-drawer';
import { PublishAtFormItem, useRole } from './publish-controls';
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
  const values = Object.fromEntries([
    ['publishAt', typeof item.publishAt === 'string' ? instituteLocalInput(item.publishAt) : ''],
    ...typedFields(definition)
      .filter(([, f]) => f.kind !== 'file' && f.kind !== 'image')
      .map(([name, f]) => {
        const value = item[name];
        if (f.kind === 'date' && typeof value === 'string') return [name, value.slice(0, 10)];
        // The date-time input shows and sends the institute's wall clock (the API reads it as IST).
        if (f.kind === 'dateTime' && typeof value === 'string') return [name, instituteLocalInput(value)];
        return [name, f.kind === 'textList' && Array.isArray(value) ? listText(value as string[]) : value];
      }),
  ]);
  return { ...values, ...translationValues(definition, item) };
}

/** A failed save's messages under their fields: the API's details, or a unique field's clash (409). */
function serverErrorsOf(definition: ContentTypeDefinition, error: unknown): { name: string; errors: string[] }[] {
  const fields = serverFieldErrors(error, Object.keys(definition.fields));
  const [unique] = uniqueFields(definition);
  if (fields.length === 0 && unique && errorStatus(error) === 409)
    fields.push({ name: unique[0], errors: [unique[1]] });
  return fields;
}

/** The save's body; `state` when the person chose 'Save draft'. */
function requestBody(
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
  state?: PublishState,
): FormData | Record<string, unknown> {
  const body = fieldsBody(definition, values);
  if (!state) return body;
  if (body instanceof FormData) body.append('publishState', state);
  else body.publishState = state;
  return body;
}

function fieldsBody(
  definition: ContentTypeDefinition,
  values: Record<string, unknown>,
): FormData | Record<string, unknown> {
  // A list is typed as comma-separated text and sent as the list it is.
  for (const [name, f] of Object.entries(definition.fields))
    if (f.kind === 'textList') values = { ...values, [name]: normalizeValue(f, values[name]) };
  const files = fileFields(definition);
  // An empty field travels as null, so an edit also clears it where a PUT keeps what it leaves out.
  if (files.length === 0)
    return {
      ...Object.fromEntries(
        [...Object.keys(definition.fields), 'publishAt'].map((name) => [name, values[name] ?? null]),
      ),
      ...translationsBody(definition, values, false),
    };
  const names = Object.fromEntries(files.map(([name]) => [`${name}Name`, (values[name] as File | undefined)?.name]));
  return toFormData({ ...values, ...names, ...translationsBody(definition, values, true) });
}

export function ContentFormModal({ definition, endpoints, open, item, onClose }: Props) {
  const texts = contentTexts(definition);
  const titles = formTexts(definition, en.common.save);
  const [save, { isLoading }] = endpoints.useContentSaveMutation();
  // An editor adding an item chooses between keeping it as a draft and publishing it.
  const role = useRole();
  // A new item only: an edit keeps the item's state, as it always did.
  const offersDraft = mayPublish(role) && !item;
  const intent = useRef<PublishState | undefined>(undefined);
  const submitAs = (state: PublishState | undefined) => {
    intent.current = state;
    form.submit();
  };
  const { form, formProps } = useRecordForm<Record<string, unknown>, ContentItem>({
    open,
    record: item,
    keepAs: definition.name,
    fields: (record) => formValues(definition, record),
    send: (values) =>
      save({
        path: definition.path,
        record: adminRecordPath(definition),
        id: item?.id,
        body: requestBody(definition, values, intent.current),
      }).unwrap(),
    texts: {
      added: texts.created,
      updated: texts.updated,
      addFailure: definition.admin.createFailure,
      updateFailure: definition.admin.updateFailure,
    },
    failed: (error) => {
      if (errorStatus(error) === 401) return definition.admin.signedOut ?? null;
      form.setFields([...serverErrorsOf(definition, error), ...translationFieldErrors(error)] as never);
      return definition.admin.saveFailure ?? null;
    },
    onClose,
  });
  const [history, setHistory] = useState(false);

  return (
    <Modal
      open={open}
      // A type edited as whole pages gets a wide form, so its tall text box reads like the page.
      width={formFields(definition).some(([, f]) => f.kind === 'longText' && (f.rows ?? 0) > 8) ? 880 : undefined}
      title={item ? titles.edit : titles.add}
      // SPEC's label ('Save', 'Save Event'): for an editor it publishes, beside 'Save draft'.
      okText={item ? titles.save : titles.addSave}
      cancelText={en.common.cancel}
      confirmLoading={isLoading}
      // Without a state, an editor's new item is published (the API's default for them).
      onOk={() => submitAs(undefined)}
      onCancel={onClose}
      destroyOnHidden
      // An edit offers the item's history: each save compared, and a restore of an earlier one.
      footer={(buttons) => (
        <>
          {item && <Button onClick={() => setHistory(true)}>{GOVERNANCE_TEXTS.history}</Button>}
          {offersDraft && (
            <Button onClick={() => submitAs('draft')} disabled={isLoading}>
              {en.publishing.saveDraft}
            </Button>
          )}
          {buttons}
        </>
      )}
    >
      <Form
        {...formProps}
        layout="vertical"
        name={definition.name}
        initialValues={{ ...initialValues(definition), ...translationValues(definition, undefined) }}
      >
        <TranslationTabs
          definition={definition}
          form={form}
          english={typedFields(definition).map(([name, field]) => (
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
        />
        <PublishAtFormItem />
      </Form>
      {item && (
        <RevisionsDrawer
          definition={definition}
          endpoints={endpoints}
          item={item}
          label={labelOf(definition, item)}
          open={history}
          onClose={() => setHistory(false)}
          // The form holds the values from before the restore: it closes with the drawer.
          onRestored={() => {
            setHistory(false);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}
