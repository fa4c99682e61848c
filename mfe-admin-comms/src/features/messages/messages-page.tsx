import { useEffect, useState, type ReactNode } from 'react';
import { useKeptForm } from '@diet/frontend-core/admin/typed-work';
import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Col,
  Empty,
  Input,
  Pagination,
  Row,
  Select,
  Spin,
  Statistic,
  Tag,
  Typography,
} from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import { GRIEVANCE_OVERDUE_DAYS, MESSAGE_STATUS_LABELS, type MessageStatus } from '@diet/contracts/contact-tracking';
import { MESSAGE_SORTS, type MessageSort } from '@diet/contracts/enums';
import { useSearchParams } from 'react-router-dom';
import type { ContactMessage } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { MESSAGE_ANSWER_FORM } from './message-answer-form';
import { MessageDetailModal } from './message-detail-modal';
import {
  fullTimestamp,
  hasReadMore,
  isUrgent,
  messagePreview,
  relativeTime,
  replyHref,
  subjectLabel,
} from './message-display';
import {
  useDeleteMessageMutation,
  useGetMessageTotalQuery,
  useGetMessagesQuery,
  useSetMessageReadMutation,
} from './messages-api';

const t = en.messages;
const PAGE_SIZE = 20;
const STATUS_COLOURS: Record<MessageStatus, string> = {
  received: 'gold',
  in_progress: 'blue',
  resolved: 'green',
  closed: 'default',
};
/** Typing pauses this long before the API is asked, so a word is one request, not one per key. */
const SEARCH_DELAY_MS = 300;

function MessageCard({
  message,
  onOpen,
  onDelete,
}: {
  message: ContactMessage;
  onOpen: () => void;
  onDelete: () => void;
}) {
  const urgent = isUrgent(message);
  return (
    <Card
      size="small"
      data-testid="message-card"
      data-urgent={urgent}
      data-unread={!message.read}
      style={{
        borderColor: urgent ? '#cf1322' : undefined,
        background: urgent ? '#fff1f0' : undefined,
        borderLeft: message.read ? undefined : '4px solid #1677ff',
      }}
      title={
        <span style={{ fontWeight: message.read ? 500 : 700 }}>
          {!message.read && <Badge status="processing" style={{ marginRight: 6 }} />}
          {message.name}
        </span>
      }
      extra={
        <span style={{ display: 'inline-flex', gap: 4 }}>
          {urgent && <Tag color="red">{t.urgentBadge}</Tag>}
          {!message.read && <Tag color="blue">{t.newBadge}</Tag>}
        </span>
      }
      actions={[
        <Button key="open" type="text" aria-label={t.openLabel(message.name)} onClick={onOpen}>
          {t.open}
        </Button>,
        <Button key="reply" type="link" icon={<MailOutlined />} href={replyHref(message)}>
          {t.reply}
        </Button>,
        <Button
          key="delete"
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t.deleteLabel(message.name)}
          onClick={onDelete}
        />,
      ]}
    >
      <a href={`mailto:${message.email}`}>{message.email}</a>
      <br />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {relativeTime(message.createdAt)} · {fullTimestamp(message.createdAt)}
      </Typography.Text>
      <Typography.Paragraph strong style={{ margin: '8px 0 4px' }}>
        {subjectLabel(message.subject)}
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: '0 0 4px' }}>
        <Typography.Text code>{message.reference}</Typography.Text>{' '}
        <Tag color={STATUS_COLOURS[message.status]}>{MESSAGE_STATUS_LABELS[message.status]}</Tag>
      </Typography.Paragraph>
      <Typography.Paragraph style={{ margin: 0 }}>
        {messagePreview(message.message)}{' '}
        {hasReadMore(message.message) && (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={onOpen}>
            {t.readMore}
          </Button>
        )}
      </Typography.Paragraph>
    </Card>
  );
}

/**
 * 'Message Center' (SPEC.md section 2, issue 6 item 6): search, sort and paging by the API, urgent
 * highlight, relative time, Reply by mailto. Beyond the specification: opening marks a message read,
 * unread ones stand out, and spam can be deleted.
 */
export function MessagesPage() {
  usePageTitle(en.pages.messages.title);
  const { modal, notification } = App.useApp();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<MessageSort>('newest');
  const [page, setPage] = useState(1);
  // After signing in again, the message whose answer was being written opens with it (typed-work.ts).
  const kept = useKeptForm(MESSAGE_ANSWER_FORM);
  const keptMessage = kept?.record as ContactMessage | undefined;
  const [openedId, setOpenedId] = useState<string | null>(keptMessage?.id ?? null);
  // ?overdue=1: the dashboard's link to the grievances past GRIEVANCE_OVERDUE_DAYS.
  const [params, setParams] = useSearchParams();
  const overdue = params.get('overdue') === '1';
  const total = useGetMessageTotalQuery();
  const messages = useGetMessagesQuery({ q: search, sort, page, pageSize: PAGE_SIZE, overdue });
  const [setRead] = useSetMessageReadMutation();
  const [deleteMessage] = useDeleteMessageMutation();

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const open = (message: ContactMessage) => {
    setOpenedId(message.id);
    // Marked read on the server; a failure only leaves it marked unread.
    if (!message.read) void setRead({ id: message.id, read: true });
  };

  const confirmDelete = (message: ContactMessage) => {
    void modal.confirm({
      title: CONFIRM_DELETE.message,
      okText: t.delete,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await deleteMessage(message.id).unwrap();
          notification.success({ title: entityToast.deleted(ENTITY_LABELS.message) });
        } catch (error) {
          notification.error({ title: errorText(error, t.deleteFailure) });
        }
      },
    });
  };

  const clearSearch = () => {
    setTyped('');
    setSearch('');
    setPage(1);
  };

  const items = messages.data?.items ?? [];
  // The open message is read from the list, so a saved answer shows at once.
  const opened = items.find((m) => m.id === openedId) ?? (keptMessage?.id === openedId ? keptMessage : null) ?? null;
  const shownTotal = messages.data?.meta.total ?? 0;
  const allTotal = total.data ?? 0;

  let body: ReactNode;
  if (messages.isLoading) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
      </div>
    );
  } else if (messages.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        action={
          <Button onClick={() => void messages.refetch()} loading={messages.isFetching}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (items.length === 0) {
    body = search.trim() ? (
      <Card>
        <Empty description={t.noMatch}>
          <Button onClick={clearSearch}>{t.clearSearch}</Button>
        </Empty>
      </Card>
    ) : (
      <Card>
        <Empty description={t.empty} />
      </Card>
    );
  } else {
    body = (
      <>
        <Row gutter={[16, 16]}>
          {items.map((message) => (
            <Col key={message.id} xs={24} md={12} xl={8}>
              <MessageCard message={message} onOpen={() => open(message)} onDelete={() => confirmDelete(message)} />
            </Col>
          ))}
        </Row>
        {shownTotal > PAGE_SIZE && (
          <Pagination
            style={{ marginTop: 16 }}
            current={page}
            pageSize={PAGE_SIZE}
            total={shownTotal}
            showSizeChanger={false}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {en.pages.messages.title}
      </Typography.Title>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        <Col xs={12} sm={8}>
          <Card>
            <Statistic title={t.total} value={allTotal} />
          </Card>
        </Col>
        <Col xs={12} sm={8}>
          <Card>
            <Statistic title={t.displayed} value={items.length} />
          </Card>
        </Col>
      </Row>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginBottom: 16 }}>
        <Input.Search
          aria-label={t.search}
          placeholder={t.searchPlaceholder}
          allowClear
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => {
            setTyped(value);
            setSearch(value);
            setPage(1);
          }}
          style={{ width: 340, maxWidth: '100%' }}
        />
        <Select
          aria-label={t.sort}
          value={sort}
          onChange={(value: MessageSort) => {
            setSort(value);
            setPage(1);
          }}
          style={{ width: 160 }}
          options={MESSAGE_SORTS.map((s) => ({ value: s, label: t.sorts[s] }))}
        />
      </div>
      {overdue && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.overdueTitle(GRIEVANCE_OVERDUE_DAYS)}
          description={t.overdueText}
          action={<Button onClick={() => setParams({})}>{t.showAll}</Button>}
        />
      )}
      {body}
      <MessageDetailModal message={opened} onClose={() => setOpenedId(null)} />
    </>
  );
}
