/**
 * Publishing in every content screen (ARCHITECTURE.md 11.3): how an item stands (a tag), the
 * state filter, the actions the signed-in person may take on it (Submit for review; Publish,
 * Schedule, Unpublish, Send back), and the publish-at input of the add/edit form. The API decides;
 * these only offer what it would allow.
 */
import { useState } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { App, Button, Form, Input, Space, Tag } from 'antd';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { adminRecordPath, labelOf, previewHref } from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { GOVERNANCE_TEXTS } from '@diet/contracts/content-governance';
import type { Role } from '@diet/contracts/accounts';
import {
  mayPublish,
  parsePublishAt,
  PUBLISH_STATUSES,
  PUBLISH_STATUS_LABELS,
  PUBLISHING_MESSAGES,
  publishStatusOf,
  SEND_BACK_REASON_MAX,
  type PublishAction,
  type PublishStatus,
} from '@diet/contracts/publishing';
import { TOASTS } from '@diet/contracts/toasts';
import { errorText } from '@diet/frontend-core/errors';
import { selectRole } from '@diet/frontend-core/auth-slice';
import { useCan } from '@diet/frontend-core/use-can';
import type { ContentEndpoints, ContentItem } from './content-api';
import { PREVIEW_SEGMENT } from '@diet/contracts/preview';
import { en } from './i18n/en';
import { formatInstituteTime } from './institute-time';
import { RevisionsDrawer } from './revisions-drawer';
import { AskModal, type AskItem } from './ask-modal';
import { FilterSelect, type FilterSelectProps } from './filter-select';

const t = en.publishing;

const STATUS_COLORS: Record<PublishStatus, string> = {
  draft: 'default',
  in_review: 'orange',
  published: 'green',
  scheduled: 'blue',
};

/**
 * The signed-in person's role, from the session the shell keeps up to date (a role changed by an
 * administrator reaches the buttons without a new sign-in).
 */
export function useRole(): Role | undefined {
  return useSelector(selectRole) ?? undefined;
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
export const publishFilterOptions = [
  { value: '', label: t.anyState },
  ...PUBLISH_STATUSES.map((value) => ({ value, label: PUBLISH_STATUS_LABELS[value] })),
];

/** A contributor may change drafts and items in review only; publishers everything (role unknown yet: the server decides). */
export const mayChange = (item: ContentItem, role: Role | undefined) =>
  role === undefined || mayPublish(role) || item.publishState !== 'published';

/** The publish-at input of the add/edit form: the institute's time; empty publishes when published. */
export function PublishAtFormItem() {
  return (
    <Form.Item
      name="publishAt"
      label={t.publishAt}
      extra={t.publishAtHelp}
      rules={[
        {
          validator: async (_rule, value: unknown) => {
            if (typeof value === 'string' && value.trim() !== '' && !parsePublishAt(value))
              throw new Error(PUBLISHING_MESSAGES.timeInvalid);
          },
        },
      ]}
    >
      <Input type="datetime-local" aria-label={t.publishAt} />
    </Form.Item>
  );
}

/** Runs a publishing action and toasts the server's answer. */
/** What an action acts on: a list item (`id`), or a singleton (no id: published now or sent back, never scheduled or unpublished). */
interface PublishTarget {
  path: string;
  record: string;
  id?: string;
}

function usePublishAction(endpoints: ContentEndpoints) {
  const { notification } = App.useApp();
  const [act, { isLoading }] = endpoints.useContentPublishMutation();
  const run = async (
    target: PublishTarget,
    action: PublishAction,
    body?: { publishAt: string } | { reason: string },
  ) => {
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

const SCHEDULE_ITEM: AskItem = {
  label: t.publishAt,
  extra: t.publishAtHelp,
  rules: [
    {
      validator: async (_rule, value: unknown) => {
        if (typeof value !== 'string' || !parsePublishAt(value)) throw new Error(PUBLISHING_MESSAGES.timeInvalid);
      },
    },
  ],
  input: <Input type="datetime-local" aria-label={t.publishAt} />,
};

const SEND_BACK_ITEM: AskItem = {
  label: t.sendBackReason,
  extra: t.sendBackHelp,
  rules: [{ required: true, whitespace: true, message: PUBLISHING_MESSAGES.reasonRequired }],
  input: <Input.TextArea rows={4} maxLength={SEND_BACK_REASON_MAX} showCount />,
};

/** Where an item lives for the admin API, from its type (or a review queue row). */
export const targetOf = (definition: ContentTypeDefinition, id: string) => ({
  path: definition.path,
  record: adminRecordPath(definition),
  id,
});

/**
 * The publishing buttons of one item for the signed-in role: a contributor submits a draft; an
 * editor or administrator publishes (now or at a time), unpublishes, or sends back what is in review.
 */
export function PublishActions({
  target,
  item,
  role,
  endpoints,
}: {
  target: PublishTarget;
  item: ContentItem;
  role: Role | undefined;
  endpoints: ContentEndpoints;
}) {
  const { run, isLoading } = usePublishAction(endpoints);
  const [scheduling, setScheduling] = useState(false);
  const [sendingBack, setSendingBack] = useState(false);
  const status = publishStatusOf(item);
  const singleton = target.id === undefined;
  const preview = <PreviewButton path={target.path} item={item} singleton={singleton} />;
  if (!role) return preview;
  if (!mayPublish(role)) {
    return (
      <Space wrap>
        {preview}
        {status === 'draft' ? (
          <Button size="small" loading={isLoading} onClick={() => void run(target, 'submit')}>
            {t.submit}
          </Button>
        ) : null}
      </Space>
    );
  }
  return (
    <Space wrap>
      {preview}
      {status !== 'published' ? (
        <Button size="small" type="primary" loading={isLoading} onClick={() => void run(target, 'publish')}>
          {status === 'scheduled' ? t.publishNow : t.publish}
        </Button>
      ) : null}
      {(status === 'draft' || status === 'in_review') && !singleton ? (
        <Button size="small" onClick={() => setScheduling(true)}>
          {t.schedule}
        </Button>
      ) : null}
      {status === 'in_review' ? (
        <Button size="small" loading={isLoading} onClick={() => setSendingBack(true)}>
          {t.sendBack}
        </Button>
      ) : null}
      {(status === 'published' || status === 'scheduled') && !singleton ? (
        <Button size="small" loading={isLoading} onClick={() => void run(target, 'unpublish')}>
          {t.unpublish}
        </Button>
      ) : null}
      <AskModal
        open={scheduling}
        title={t.scheduleTitle}
        okText={t.schedule}
        item={SCHEDULE_ITEM}
        busy={isLoading}
        onClose={() => setScheduling(false)}
        onAnswer={(at) => void run(target, 'publish', { publishAt: at }).then((done) => done && setScheduling(false))}
      />
      <AskModal
        open={sendingBack}
        title={t.sendBackTitle}
        okText={t.sendBack}
        item={SEND_BACK_ITEM}
        busy={isLoading}
        onClose={() => setSendingBack(false)}
        onAnswer={(reason) => void run(target, 'send-back', { reason }).then((done) => done && setSendingBack(false))}
      />
    </Space>
  );
}

/**
 * Opens the public page of the item's type as visitors will see it, the item in its place, in a new
 * tab (the session is shared): for what is not public yet, of a type with a public page.
 */
export function PreviewButton({ path, item, singleton }: { path: string; item: ContentItem; singleton?: boolean }) {
  const definition = CONTENT_TYPES.find((d) => d.path === path);
  // A singleton's preview is its page with the working copy (/preview/site-settings).
  const href = singleton ? `/${PREVIEW_SEGMENT}/${path}` : definition ? previewHref(definition, item.id) : null;
  if (!href || publishStatusOf(item) === 'published') return null;
  return (
    <Button size="small" icon={<EyeOutlined />} href={href} target="_blank" rel="noopener">
      {t.preview}
    </Button>
  );
}

/** An item's history (each save, compared, and a restore for those who may): for everyone who reads content. */
export function HistoryButton({
  definition,
  item,
  endpoints,
}: {
  definition: ContentTypeDefinition;
  item: ContentItem;
  endpoints: ContentEndpoints;
}) {
  const [open, setOpen] = useState(false);
  if (!useCan('contentRead')) return null;
  return (
    <>
      <Button
        size="small"
        icon={<HistoryOutlined />}
        onClick={() => setOpen(true)}
        aria-label={`${GOVERNANCE_TEXTS.history}: ${labelOf(definition, item)}`}
      >
        {GOVERNANCE_TEXTS.history}
      </Button>
      <RevisionsDrawer
        definition={definition}
        endpoints={endpoints}
        item={item}
        label={labelOf(definition, item)}
        open={open}
        onClose={() => setOpen(false)}
        onRestored={() => setOpen(false)}
      />
    </>
  );
}

/** The state filter's select; '' is every state. */
export function PublishStateFilter(props: FilterSelectProps) {
  return <FilterSelect {...props} label={t.state} width={160} options={publishFilterOptions} />;
}

/**
 * Under a card: how the item stands unless it is simply published (the usual case, and some cards
 * already say 'Published'), the publishing buttons of the signed-in role and the item's history,
 * as a table row offers them.
 */
export function PublishBar({
  definition,
  item,
  role,
  endpoints,
}: {
  definition: ContentTypeDefinition;
  item: ContentItem;
  role: Role | undefined;
  endpoints: ContentEndpoints;
}) {
  return (
    <Space wrap style={{ marginTop: 8 }}>
      {publishStatusOf(item) === 'published' ? null : <PublishTag item={item} />}
      <PublishActions target={targetOf(definition, item.id)} item={item} role={role} endpoints={endpoints} />
      <HistoryButton definition={definition} item={item} endpoints={endpoints} />
    </Space>
  );
}
