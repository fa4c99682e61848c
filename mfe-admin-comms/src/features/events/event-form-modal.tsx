import { useEffect } from 'react';
import { App, Form, Input, Modal, Select } from 'antd';
import { EVENT_CATEGORIES } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { MAX_LENGTH } from '@diet/contracts/limits';
import { VALIDATION } from '@diet/contracts/messages';
import { ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { errorText, serverFieldErrors } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { useCreateEventMutation, useUpdateEventMutation, type EventInput } from './events-api';

const t = en.events;
const FIELDS = ['title', 'date', 'description', 'link', 'excerpt', 'location', 'category'] as const;

type FormValues = { [K in keyof EventInput]?: string | null };

const maxRule = (label: string, max: number) => ({ max, message: VALIDATION.tooLong(label, max) });

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Empty optional fields are sent as null, so an edit can also clear them. */
function toInput(values: FormValues): EventInput {
  const text = (v: string | null | undefined) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);
  return {
    title: (values.title ?? '').trim(),
    date: values.date ?? '',
    description: (values.description ?? '').trim(),
    link: text(values.link),
    excerpt: text(values.excerpt),
    location: text(values.location),
    category: (values.category as EventInput['category']) ?? null,
  };
}

/**
 * 'Create New Event' without an event, 'Edit Event' with one (preloaded). Success closes it, empties
 * the form and the list reloads through the api tags; a failure keeps it open with the API's words.
 */
export function EventFormModal({ open, event, onClose }: { open: boolean; event: InstituteEvent | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const { notification } = App.useApp();
  const [createEvent, createState] = useCreateEventMutation();
  const [updateEvent, updateState] = useUpdateEventMutation();
  const busy = createState.isLoading || updateState.isLoading;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (event) {
      form.setFieldsValue({
        title: event.title,
        date: event.date,
        description: event.description,
        link: event.link,
        excerpt: event.excerpt,
        location: event.location,
        category: event.category,
      });
    }
  }, [open, event, form]);

  async function submit(values: FormValues) {
    const body = toInput(values);
    try {
      if (event) {
        await updateEvent({ id: event.id, body }).unwrap();
        notification.success({ title: entityToast.updated(ENTITY_LABELS.event) });
      } else {
        await createEvent(body).unwrap();
        notification.success({ title: entityToast.added(ENTITY_LABELS.event) });
      }
      form.resetFields();
      onClose();
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, FIELDS);
      if (fieldErrors.length > 0) form.setFields(fieldErrors as never);
      notification.error({ title: errorText(error, t.saveFailure) });
    }
  }

  return (
    <Modal
      open={open}
      title={event ? t.editTitle : t.createTitle}
      okText={event ? t.save : t.saveCreate}
      cancelText={t.cancel}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" name="event-form" onFinish={(values) => void submit(values)}>
        <Form.Item name="title" label={t.fields.title} rules={[{ required: true, whitespace: true, message: VALIDATION.titleRequired }, maxRule(t.fields.title, MAX_LENGTH.title)]}>
          <Input />
        </Form.Item>
        <Form.Item name="date" label={t.fields.date} rules={[{ required: true, message: VALIDATION.dateRequired }]}>
          <Input type="date" />
        </Form.Item>
        <Form.Item
          name="description"
          label={t.fields.description}
          rules={[{ required: true, whitespace: true, message: VALIDATION.descriptionRequired }, maxRule(t.fields.description, MAX_LENGTH.description)]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item
          name="link"
          label={t.fields.link}
          rules={[
            maxRule(t.fields.link, MAX_LENGTH.url),
            {
              validator: (_rule, value: string | null | undefined) =>
                !value || isWebAddress(value.trim()) ? Promise.resolve() : Promise.reject(new Error(VALIDATION.invalidValue(t.fields.link))),
            },
          ]}
        >
          <Input type="url" placeholder="https://" />
        </Form.Item>
        <Form.Item name="excerpt" label={t.fields.excerpt} rules={[maxRule(t.fields.excerpt, MAX_LENGTH.excerpt)]}>
          <Input.TextArea rows={2} />
        </Form.Item>
        <Form.Item name="location" label={t.fields.location} rules={[maxRule(t.fields.location, MAX_LENGTH.shortText)]}>
          <Input />
        </Form.Item>
        <Form.Item name="category" label={t.fields.category}>
          <Select allowClear placeholder={t.categoryPlaceholder} options={EVENT_CATEGORIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
