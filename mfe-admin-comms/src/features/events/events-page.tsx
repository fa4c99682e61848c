import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Card, Col, Empty, Row, Spin, Statistic, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { InstituteEvent } from '@diet/contracts/entities';
import { EVENT_ID_DISPLAY } from '@diet/contracts/limits';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { en } from '../../i18n/en';
import { EventFormModal } from './event-form-modal';
import { useDeleteEventMutation, useGetAdminEventsQuery, useGetEventCountsQuery } from './events-api';
import { splitEvents } from './split-events';

const t = en.events;

interface CardActions {
  onEdit: (event: InstituteEvent) => void;
  onDelete: (event: InstituteEvent) => void;
}

function EventCard({ event, upcoming, onEdit, onDelete }: { event: InstituteEvent; upcoming: boolean } & CardActions) {
  return (
    <Card
      size="small"
      data-testid="event-card"
      title={<span style={{ whiteSpace: 'normal' }}>{event.title}</span>}
      extra={<Tag color={upcoming ? 'green' : 'default'}>{upcoming ? t.upcomingBadge : t.pastBadge}</Tag>}
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t.editLabel(event.title)} onClick={() => onEdit(event)}>
          {t.edit}
        </Button>,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={t.deleteLabel(event.title)} onClick={() => onDelete(event)}>
          {t.delete}
        </Button>,
      ]}
    >
      <Typography.Text type="secondary">{formatLongDate(event.date)}</Typography.Text>
      <Typography.Paragraph style={{ margin: '8px 0', whiteSpace: 'pre-line' }}>{event.description}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.eventId}: {event.id.slice(-EVENT_ID_DISPLAY)}
      </Typography.Text>
    </Card>
  );
}

function EventSection({ title, events, empty, upcoming, ...actions }: { title: string; events: InstituteEvent[]; empty: string; upcoming: boolean } & CardActions) {
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {events.length === 0 ? (
        <Card>
          <Empty description={empty} />
        </Card>
      ) : (
        <Row gutter={[16, 16]}>
          {events.map((event) => (
            <Col key={event.id} xs={24} md={12} xl={8}>
              <EventCard event={event} upcoming={upcoming} {...actions} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}

/**
 * 'Events Management' (SPEC.md section 2, issue 6 item 5): counts, the upcoming and past sections
 * with edit and delete on every card, and the create/edit modal. Unlike the described site, saves
 * and deletes say how they went.
 */
export function EventsPage() {
  usePageTitle(en.pages.events.title);
  const { modal, notification } = App.useApp();
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminEventsQuery();
  const counts = useGetEventCountsQuery();
  const [deleteEvent] = useDeleteEventMutation();
  const [editing, setEditing] = useState<{ open: boolean; event: InstituteEvent | null }>({ open: false, event: null });

  const confirmDelete = (event: InstituteEvent) => {
    void modal.confirm({
      title: CONFIRM_DELETE.event,
      okText: t.delete,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await deleteEvent(event.id).unwrap();
          notification.success({ title: entityToast.deleted(ENTITY_LABELS.event) });
        } catch (error) {
          notification.error({ title: errorText(error, t.deleteFailure) });
        }
      },
    });
  };

  const header = (
    <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {en.pages.events.title}
      </Typography.Title>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true, event: null })}>
        {t.create}
      </Button>
    </div>
  );

  let body: ReactNode;
  if (isLoading) {
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
      </div>
    );
  } else if (isError) {
    body = (
      <Alert
        type="error"
        showIcon
        title={t.loadError}
        action={
          <Button onClick={() => void refetch()} loading={isFetching}>
            {t.retry}
          </Button>
        }
      />
    );
  } else {
    const events = data ?? [];
    const { upcoming, past } = splitEvents(events);
    // The API's counts when they answered; else the loaded list's own.
    const shown = counts.data ?? { total: events.length, upcoming: upcoming.length, past: past.length };
    const actions: CardActions = { onEdit: (event) => setEditing({ open: true, event }), onDelete: confirmDelete };
    body = (
      <div style={{ display: 'grid', gap: 24 }}>
        <Row gutter={[16, 16]}>
          <Col xs={24} sm={8}>
            <Card>
              <Statistic title={t.total} value={shown.total} />
            </Card>
          </Col>
          <Col xs={24} sm={8}>
            <Card>
              <Statistic title={t.upcomingCount} value={shown.upcoming} />
            </Card>
          </Col>
          <Col xs={24} sm={8}>
            <Card>
              <Statistic title={t.pastCount} value={shown.past} />
            </Card>
          </Col>
        </Row>
        <EventSection title={t.upcoming} events={upcoming} empty={t.upcomingEmpty} upcoming {...actions} />
        <EventSection title={t.past} events={past} empty={t.pastEmpty} upcoming={false} {...actions} />
      </div>
    );
  }

  return (
    <>
      {header}
      {body}
      <EventFormModal open={editing.open} event={editing.event} onClose={() => setEditing({ open: false, event: null })} />
    </>
  );
}
