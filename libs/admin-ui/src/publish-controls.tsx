/**
 * Publishing in every content screen (ARCHITECTURE.md 11.3): how an item stands (a tag), the
 * state filter, the actions the signed-in person may take on it (Submit for review; Publish,
 * Schedule, Unpublish, Send back), and the publish-at input of the add/edit form. The API decides;
 * these only offer what it would allow.
 */
import { useState } from 'react';
import { App, Button, Form, Input, Modal, Select, Space, Tag } from 'antd';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { adminRecordPath } from '@diet/contracts/content-type';
import type { Role } from '@diet/contracts/accounts';
import { mayPublish, parsePublishAt, PUBLISH_STATUSES, PUBLISH_STATUS_LABELS, PUBLISHING_MESSAGES, publishStatusOf, type PublishAction, type PublishStatus } from '@diet/contracts/publishing';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import type { ContentEndpoints, ContentItem } from './content-api';
import { en } from './i18n/en';
import { formatInstituteTime } from './institute-time';

const t = en.publishing;

const STATUS_COLORS: Record<PublishStatus, string> = { draft: 'default', in_review: 'orange', published: 'green', scheduled: 'blue' };

/** The signed-in person's role (GET /api/admin/auth/account); undefined while it loads. */
export function useRole(endpoints: ContentEndpoints): Role | undefined {
  return endpoints.useAdminAccountQuery().data?.role;
}

/** How an item stands: Draft, In review, Published, or Scheduled with its time. */
export function PublishTag({ item }: { item: ContentItem }) {
  const status = publishStatusOf(item);
  return (
    <Tag color={STATUS_COLORS[status]}>
      {PUBLISH_STATUS_LABELS[status]}
      {status === 'scheduled' ? ` · ${formatInstituteTime(String(item.publishAt))}` : ''}
    </Tag>
  );
}

/** The state filter's choices: every state, then each one. */
export const publishFilterOptions = [{ value: '', label: t.anyState }, ...PUBLISH_STATUSES.map((value) => ({ value, label: PUBLISH_STATUS_LABELS[value] }))];

/** A contributor may change drafts and items in review only; publishers everything (role unknown yet: the server decides). */
export const mayChange = (item: ContentItem, role: Role | undefined) => role === undefined || mayPublish(role) || item.publishState !== 'published';

/** The publish-at input of the add/edit form: the institute's time; empty publishes when published. */
export function PublishAtFormItem() {
  return (
    <Form.Item
      name="publishAt"
      label={t.publishAt}
      extra={t.publishAtHelp}
      rules={[{ validator: async (_rule, value: unknown) => {
        if (typeof value === 'string' && value.trim() !== '' && !parsePublishAt(value)) throw new Error(PUBLISHING_MESSAGES.timeInvalid);
      } }]}
    >
      <Input type="datetime-local" aria-label={t.publishAt} />
    </Form.Item>
  );
}

/** Runs a publishing action and toasts the server's answer. */
function usePublishAction(endpoints: ContentEndpoints) {
  const { notification } = App.useApp();
  const [act, { isLoading }] = endpoints.useContentPublishMutation();
  const run = async (target: { path: string; record: string; id: string }, action: PublishAction, body?: { publishAt: string }) => {
    try {
      const response = await act({ ...target, action, body }).unwrap();
      notification.success({ title: response.message ?? t.done });
      return true;
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      return false;
    }
  };
  return { run, isLoading };
}

/** Asks for the time of a scheduled publication, then publishes at it. */
function ScheduleModal({ open, onSchedule, onClose, busy }: { open: boolean; onSchedule: (at: string) => void; onClose: () => void; busy: boolean }) {
  const [form] = Form.useForm<{ at: string }>();
  return (
    <Modal open={open} title={t.scheduleTitle} okText={t.schedule} cancelText={en.common.cancel} confirmLoading={busy} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={({ at }) => onSchedule(at)}>
        <Form.Item
          name="at"
          label={t.publishAt}
          extra={t.publishAtHelp}
          rules={[{ validator: async (_rule, value: unknown) => {
            if (typeof value !== 'string' || !parsePublishAt(value)) throw new Error(PUBLISHING_MESSAGES.timeInvalid);
          } }]}
        >
          <Input type="datetime-local" aria-label={t.publishAt} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Where an item lives for the admin API, from its type (or a review queue row). */
export const targetOf = (definition: ContentTypeDefinition, id: string) => ({ path: definition.path, record: adminRecordPath(definition), id });

/**
 * The publishing buttons of one item for the signed-in role: a contributor submits a draft; an
 * editor or administrator publishes (now or at a time), unpublishes, or sends back what is in review.
 */
export function PublishActions({ target, item, role, endpoints }: { target: { path: string; record: string; id: string }; item: ContentItem; role: Role | undefined; endpoints: ContentEndpoints }) {
  const { run, isLoading } = usePublishAction(endpoints);
  const [scheduling, setScheduling] = useState(false);
  const status = publishStatusOf(item);
  if (!role) return null;
  if (!mayPublish(role)) {
    return status === 'draft' ? (
      <Button size="small" loading={isLoading} onClick={() => void run(target, 'submit')}>
        {t.submit}
      </Button>
    ) : null;
  }
  return (
    <Space wrap>
      {status !== 'published' ? (
        <Button size="small" type="primary" loading={isLoading} onClick={() => void run(target, 'publish')}>
          {status === 'scheduled' ? t.publishNow : t.publish}
        </Button>
      ) : null}
      {status === 'draft' || status === 'in_review' ? (
        <Button size="small" onClick={() => setScheduling(true)}>
          {t.schedule}
        </Button>
      ) : null}
      {status === 'in_review' ? (
        <Button size="small" loading={isLoading} onClick={() => void run(target, 'send-back')}>
          {t.sendBack}
        </Button>
      ) : null}
      {status === 'published' || status === 'scheduled' ? (
        <Button size="small" loading={isLoading} onClick={() => void run(target, 'unpublish')}>
          {t.unpublish}
        </Button>
      ) : null}
      <ScheduleModal
        open={scheduling}
        busy={isLoading}
        onClose={() => setScheduling(false)}
        onSchedule={(at) => void run(target, 'publish', { publishAt: at }).then((done) => done && setScheduling(false))}
      />
    </Space>
  );
}

/** Opens the item as visitors would see it, in a new tab. */
export function PreviewButton({ path, id }: { path: string; id: string }) {
  return (
    <Button size="small" href={`/admin/preview/${path}/${id}`} target="_blank" rel="noopener">
      {t.preview}
    </Button>
  );
}

/** The state filter's select; '' is every state. */
export function PublishStateFilter({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  return (
    <Select
      aria-label={t.state}
      style={{ width: 160 }}
      value={value ?? ''}
      onChange={(chosen: string) => onChange(chosen === '' ? undefined : chosen)}
      options={publishFilterOptions}
    />
  );
}

/**
 * Under a card: how the item stands unless it is simply published (the usual case, and some cards
 * already say 'Published'), and the publishing buttons of the signed-in role.
 */
export function PublishBar({ definition, item, role, endpoints }: { definition: ContentTypeDefinition; item: ContentItem; role: Role | undefined; endpoints: ContentEndpoints }) {
  return (
    <Space wrap style={{ marginTop: 8 }}>
      {publishStatusOf(item) === 'published' ? null : <PublishTag item={item} />}
      <PublishActions target={targetOf(definition, item.id)} item={item} role={role} endpoints={endpoints} />
    </Space>
  );
}
