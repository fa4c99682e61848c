import { Card, Col, Row, Statistic, Tag, Typography } from 'antd';
import { events as definition } from '@diet/contracts/content-types/events';
import { contentTexts } from '@diet/contracts/content-type';
import type { EventWhen } from '@diet/contracts/enums';
import type { InstituteEvent } from '@diet/contracts/entities';
import { EVENT_ID_DISPLAY } from '@diet/contracts/limits';
import { formatEventWhen } from '@diet/contracts/dates';
import { TOASTS } from '@diet/contracts/toasts';
import { editDeleteActions } from '@diet/admin-ui/card-actions';
import { CardGrid, type CardActions } from '@diet/admin-ui/content-cards';
import { useContentEditing } from '@diet/admin-ui/content-editing';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { useServerPaging } from '@diet/admin-ui/server-paging';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { contentEndpoints } from '../../api/admin-comms-api';
import { en } from '../../i18n/en';

const t = en.events;

/** Cards per page in each section: four rows of three on a desktop. */
export const EVENTS_PAGE_SIZE = 12;

function EventCard({
  event,
  upcoming,
  actions,
}: {
  event: InstituteEvent;
  upcoming: boolean;
  actions: Pick<CardActions, 'edit' | 'remove'>;
}) {
  return (
    <Card
      size="small"
      data-testid="event-card"
      title={event.title}
      extra={<Tag color={upcoming ? 'green' : 'default'}>{upcoming ? t.upcomingBadge : t.pastBadge}</Tag>}
      actions={editDeleteActions({ name: event.title, kind: 'event', worded: true }, actions)}
    >
      <Typography.Text type="secondary">{formatEventWhen(event)}</Typography.Text>
      <Typography.Paragraph style={{ ...TYPED_TEXT, margin: '8px 0', whiteSpace: 'pre-line' }}>
        {event.description}
      </Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t.eventId}: {event.id.slice(-EVENT_ID_DISPLAY)}
      </Typography.Text>
    </Card>
  );
}

/** One view's cards ('upcoming' or 'past'), paged on the server apart from the other's. */
function EventSection({
  when,
  title,
  empty,
  editing,
}: {
  when: EventWhen;
  title: string;
  empty: string;
  editing: ReturnType<typeof useContentEditing>;
}) {
  const paging = useServerPaging(EVENTS_PAGE_SIZE);
  const query = contentEndpoints.useContentListQuery({
    path: definition.path,
    query: { page: paging.page, pageSize: paging.pageSize, filters: { when } },
  });
  const items = query.data?.items ?? [];
  return (
    <section aria-label={title}>
      <Typography.Title level={2} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <QueryState
        query={query}
        loadingText={t.loading}
        errorFallback={TOASTS.requestFailure}
        emptyText={empty}
        isEmpty={items.length === 0}
      >
        <CardGrid
          items={items}
          total={query.data?.total ?? 0}
          paging={paging}
          publishing={{ definition, endpoints: contentEndpoints }}
          card={(item) => (
            <EventCard
              event={item as unknown as InstituteEvent}
              upcoming={when === 'upcoming'}
              actions={editing.actionsFor(item)}
            />
          )}
        />
      </QueryState>
    </section>
  );
}

/**
 * 'Events Management' (SPEC.md section 2): the counts of the events' views, the upcoming and past
 * sections each paged on the server, and the form and delete of the events' content type definition.
 */
export function EventsPage() {
  usePageTitle(definition.admin.title);
  const editing = useContentEditing(definition, contentEndpoints);
  const counts = contentEndpoints.useContentCountsQuery(definition.path);

  return (
    <>
      <PageHeader title={definition.admin.title} addLabel={contentTexts(definition).add} onAdd={editing.add} />
      <div style={{ display: 'grid', gap: 24 }}>
        <Row gutter={[16, 16]}>
          {(
            [
              [t.total, counts.data?.total],
              [t.upcomingCount, counts.data?.upcoming],
              [t.pastCount, counts.data?.past],
            ] as const
          ).map(([title, value]) => (
            <Col key={title} xs={24} sm={8}>
              <Card>
                <Statistic title={title} value={value ?? '—'} loading={counts.isLoading} />
              </Card>
            </Col>
          ))}
        </Row>
        <EventSection when="upcoming" title={t.upcoming} empty={t.upcomingEmpty} editing={editing} />
        <EventSection when="past" title={t.past} empty={t.pastEmpty} editing={editing} />
      </div>
      {editing.modal}
    </>
  );
}
