import { useState, type CSSProperties, type ReactNode } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { Alert, App, Button, Card, Col, Empty, Input, Progress, Row, Spin, Statistic, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { contentTexts, readPermissionOf } from '@diet/contracts/content-type';
import { dikshaCourses, type DikshaCourseRecord } from '@diet/contracts/content-types/diksha-courses';
import { traineeRecords, type TraineeRecordRecord } from '@diet/contracts/content-types/trainee-records';
import { ACTIVE_COURSE_STATUS } from '@diet/contracts/enums';
import { editDeleteActions } from '@diet/admin-ui/card-actions';
import { CardGrid, useContentCards, type CardActions } from '@diet/admin-ui/content-cards';
import type { ContentItem } from '@diet/admin-ui/content-api';
import { downloadExport } from '@diet/admin-ui/download-export';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { Allowed, useCan } from '@diet/frontend-core/use-can';
import { contentEndpoints } from '../../api/admin-diksha-api';
import { en } from '../../i18n/en';
import { useGetSummaryQuery } from './diksha-api';

const t = en.diksha;
/** Trainee cards per page: a screenful on a desktop. */
const TRAINEE_PAGE_SIZE = 12;

const VALUE: CSSProperties = { ...TYPED_TEXT, margin: 0 };
/** antd's Tag does not wrap at all: a long certificate name would run past the card. */
const CERTIFICATE: CSSProperties = { ...TYPED_TEXT, whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 };

function CourseCard({ course, actions }: { course: DikshaCourseRecord; actions: CardActions }) {
  return (
    <Card
      size="small"
      data-testid="course-card"
      title={course.title}
      extra={<Tag color={course.status === ACTIVE_COURSE_STATUS ? 'green' : 'default'}>{course.status}</Tag>}
      actions={editDeleteActions({ name: course.title, kind: 'course' }, actions)}
    >
      <Typography.Paragraph style={{ ...TYPED_TEXT, marginTop: 0, whiteSpace: 'pre-line' }}>
        {course.description}
      </Typography.Paragraph>
      <Typography.Text type="secondary">{t.hours(course.duration)}</Typography.Text>
    </Card>
  );
}

function TraineeCard({ trainee, actions }: { trainee: TraineeRecordRecord; actions: CardActions }) {
  return (
    <Card
      size="small"
      data-testid="trainee-card"
      title={trainee.teacherName}
      extra={
        actions.remove ? (
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={t.deleteTraineeLabel(trainee.teacherName)}
            onClick={actions.remove}
          />
        ) : null
      }
    >
      <dl style={{ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '4px 12px', margin: 0 }}>
        <dt>{t.employeeId}</dt>
        <dd style={VALUE}>{trainee.employeeId}</dd>
        <dt>{t.progress}</dt>
        <dd style={VALUE}>{trainee.progress}%</dd>
        <dt>{t.totalHours}</dt>
        <dd style={VALUE}>{trainee.totalHours}</dd>
        <dt>{t.completedCourses}</dt>
        <dd style={VALUE}>{trainee.completedCourses}</dd>
      </dl>
      <div aria-label={t.certificates} style={{ margin: '8px 0', display: 'flex', flexWrap: 'wrap', gap: 4 }}>
        {trainee.certificates.map((c) => (
          <Tag key={c} color="blue" style={CERTIFICATE}>
            {c}
          </Tag>
        ))}
      </div>
      <Progress percent={trainee.progress} aria-label={`${t.progress} ${trainee.progress}%`} />
      <Button icon={<EditOutlined />} onClick={actions.edit} style={{ marginTop: 8 }}>
        {t.updateRecord}
      </Button>
    </Card>
  );
}

/** Wider cards than a card screen's: a trainee card carries a table of figures. */
const COLUMN = { xs: 24, md: 12, xl: 8 };

/** One type's page of cards, with the server's pager once there is more than a page. */
function Cards({
  of,
  render,
}: {
  of: ReturnType<typeof useContentCards>;
  render: (item: ContentItem, actions: CardActions) => ReactNode;
}) {
  const { definition, endpoints, items, total, paging, editing } = of;
  return (
    <CardGrid
      items={items}
      total={total}
      paging={paging}
      column={COLUMN}
      hideOnSinglePage
      publishing={{ definition, endpoints }}
      card={(item, index) =>
        render(item, {
          ...editing.actionsFor(item),
          position: (paging.page - 1) * paging.pageSize + index,
          total,
          beside: (by) => items[index + by],
        })
      }
    />
  );
}

/**
 * 'Diksha Lab Management' (SPEC.md section 2): the summary cards, then the courses and the trainee
 * records, two content types composed from the generic parts (each paged on the server, with the
 * form, rules and delete of its definition); trainees also search and export as CSV. Trainee
 * records are personal data: a role that may not read them (a contributor) sees the courses only.
 */
export function DikshaLabPage() {
  usePageTitle(dikshaCourses.admin.title);
  const { notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [search, setSearch] = useState('');
  const summary = useGetSummaryQuery();
  const courses = useContentCards(dikshaCourses, contentEndpoints);
  const mayReadTrainees = useCan(readPermissionOf(traineeRecords));
  const trainees = useContentCards(traineeRecords, contentEndpoints, {
    q: search,
    pageSize: TRAINEE_PAGE_SIZE,
    skip: !mayReadTrainees,
  });
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadExport(traineeRecords, token);
    } catch {
      notification.error({ title: t.exportFailure });
    } finally {
      setExporting(false);
    }
  }

  if (summary.isLoading || courses.query.isLoading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
      </div>
    );
  }

  const failed = summary.isError || courses.query.isError || trainees.query.isError;
  const s = summary.data;

  let traineeBody: ReactNode;
  if (trainees.query.isLoading) traineeBody = <Spin />;
  else if (trainees.items.length === 0)
    traineeBody = <Empty description={search.trim() ? t.traineesNoMatch : t.traineesEmpty} />;
  else
    traineeBody = (
      <Cards
        of={trainees}
        render={(item, actions) => <TraineeCard trainee={item as unknown as TraineeRecordRecord} actions={actions} />}
      />
    );

  return (
    <>
      <div
        style={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          marginBottom: 16,
        }}
      >
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {dikshaCourses.admin.title}
        </Typography.Title>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={courses.editing.add}>
            {contentTexts(dikshaCourses).add}
          </Button>
          {mayReadTrainees && (
            <Button icon={<PlusOutlined />} onClick={trainees.editing.add}>
              {contentTexts(traineeRecords).add}
            </Button>
          )}
        </div>
      </div>
      {failed && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t.loadError}
          action={
            <Button
              onClick={() => {
                void summary.refetch();
                void courses.query.refetch();
                void trainees.query.refetch();
              }}
            >
              {t.retry}
            </Button>
          }
        />
      )}
      <div style={{ display: 'grid', gap: 24 }}>
        <Row gutter={[16, 16]}>
          {(
            [
              // The spec counts every course here; the caption says how many are Active so the label cannot mislead.
              [
                t.summary.activeCourses,
                s?.activeCourses ?? 0,
                '',
                t.summary.withActiveStatus(s?.coursesWithActiveStatus ?? 0),
              ],
              [t.summary.trainees, s?.trainees ?? 0, '', ''],
              [t.summary.trainingHours, s?.trainingHours ?? 0, '', ''],
              [t.summary.completionRate, s?.completionRate ?? 0, '%', ''],
            ] as const
          ).map(([title, value, suffix, caption]) => (
            <Col key={title} xs={12} lg={6}>
              <Card style={{ height: '100%' }}>
                <Statistic title={title} value={value} suffix={suffix || undefined} />
                {caption ? <Typography.Text type="secondary">{caption}</Typography.Text> : null}
              </Card>
            </Col>
          ))}
        </Row>

        <section aria-label={t.coursesTitle}>
          <Typography.Title level={2} style={{ fontSize: 20 }}>
            {t.coursesTitle}
          </Typography.Title>
          {courses.items.length === 0 ? (
            <Card>
              <Empty description={t.coursesEmpty} />
            </Card>
          ) : (
            <Cards
              of={courses}
              render={(item, actions) => (
                <CourseCard course={item as unknown as DikshaCourseRecord} actions={actions} />
              )}
            />
          )}
        </section>

        {mayReadTrainees && (
          <section aria-label={t.traineesTitle}>
            <div
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'center',
                gap: 12,
                marginBottom: 12,
              }}
            >
              <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
                {t.traineesTitle}
              </Typography.Title>
              <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
                <Input.Search
                  aria-label={t.search}
                  placeholder={contentTexts(traineeRecords).search}
                  allowClear
                  style={{ width: 260, maxWidth: '100%' }}
                  onSearch={(value) => {
                    setSearch(value);
                    trainees.paging.restart();
                  }}
                />
                <Allowed to="contentExport">
                  <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
                    {t.exportCsv}
                  </Button>
                </Allowed>
              </div>
            </div>
            {traineeBody}
          </section>
        )}
      </div>
      {courses.editing.modal}
      {trainees.editing.modal}
    </>
  );
}
