import { useState, type CSSProperties, type ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Alert, App, Button, Card, Col, Empty, Input, Pagination, Progress, Row, Spin, Statistic, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ACTIVE_COURSE_STATUS } from '@diet/contracts/enums';
import type { DikshaCourse, TraineeRecord } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast } from '@diet/contracts/toasts';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { en } from '../../i18n/en';
import { DikshaFormModal, type DikshaEditing } from './diksha-form-modal';
import { downloadTraineeCsv } from './download-trainee-csv';
import { useDeleteCourseMutation, useDeleteTraineeMutation, useGetCoursesQuery, useGetSummaryQuery, useGetTraineesQuery } from './diksha-api';

const t = en.diksha;
/** Trainee cards per page: a screenful on a desktop. */
const TRAINEE_PAGE_SIZE = 12;

const VALUE: CSSProperties = { ...TYPED_TEXT, margin: 0 };
/** antd's Tag does not wrap at all: a long certificate name would run past the card. */
const CERTIFICATE: CSSProperties = { ...TYPED_TEXT, whiteSpace: 'normal', maxWidth: '100%', marginInlineEnd: 0 };

function CourseCard({ course, onEdit, onDelete }: { course: DikshaCourse; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card
      size="small"
      data-testid="course-card"
      title={course.title}
      extra={<Tag color={course.status === ACTIVE_COURSE_STATUS ? 'green' : 'default'}>{course.status}</Tag>}
      actions={[
        <Button key="edit" type="text" icon={<EditOutlined />} aria-label={t.editCourseLabel(course.title)} onClick={onEdit} />,
        <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={t.deleteCourseLabel(course.title)} onClick={onDelete} />,
      ]}
    >
      <Typography.Paragraph style={{ ...TYPED_TEXT, marginTop: 0, whiteSpace: 'pre-line' }}>{course.description}</Typography.Paragraph>
      <Typography.Text type="secondary">{t.hours(course.duration)}</Typography.Text>
    </Card>
  );
}

function TraineeCard({ trainee, onEdit, onDelete }: { trainee: TraineeRecord; onEdit: () => void; onDelete: () => void }) {
  return (
    <Card
      size="small"
      data-testid="trainee-card"
      title={trainee.teacherName}
      extra={<Button type="text" danger icon={<DeleteOutlined />} aria-label={t.deleteTraineeLabel(trainee.teacherName)} onClick={onDelete} />}
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
      <Button icon={<EditOutlined />} onClick={onEdit} style={{ marginTop: 8 }}>
        {t.updateRecord}
      </Button>
    </Card>
  );
}

/**
 * 'Diksha Lab Management' (SPEC.md section 2, issue 5 items 1-4): the summary cards, course cards,
 * trainee cards with search, paging and CSV export, and the one modal for both kinds.
 */
export function DikshaLabPage() {
  usePageTitle(en.pages.dikshaLab.title);
  const { modal, notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [editing, setEditing] = useState<DikshaEditing | null>(null);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const summary = useGetSummaryQuery();
  const courses = useGetCoursesQuery();
  const trainees = useGetTraineesQuery({ q: search, page, pageSize: TRAINEE_PAGE_SIZE });
  const [deleteCourse] = useDeleteCourseMutation();
  const [deleteTrainee] = useDeleteTraineeMutation();
  const [exporting, setExporting] = useState(false);

  const confirmDelete = (title: string, label: string, remove: () => Promise<unknown>) => {
    void modal.confirm({
      title,
      okText: t.delete,
      okButtonProps: { danger: true },
      cancelText: t.cancel,
      onOk: async () => {
        try {
          await remove();
          notification.success({ title: entityToast.deleted(label) });
        } catch (error) {
          notification.error({ title: errorText(error, t.deleteFailure) });
        }
      },
    });
  };

  async function exportCsv() {
    setExporting(true);
    try {
      await downloadTraineeCsv(token, t.exportFile);
    } catch {
      notification.error({ title: t.exportFailure });
    } finally {
      setExporting(false);
    }
  }

  if (summary.isLoading || courses.isLoading) {
    return (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <Typography.Paragraph style={{ marginTop: 12 }}>{t.loading}</Typography.Paragraph>
      </div>
    );
  }

  const failed = summary.isError || courses.isError || trainees.isError;
  const s = summary.data;
  const courseList = courses.data ?? [];
  const traineeList = trainees.data?.items ?? [];
  const total = trainees.data?.meta.total ?? 0;

  let traineeBody: ReactNode;
  if (trainees.isLoading) traineeBody = <Spin />;
  else if (traineeList.length === 0) traineeBody = <Empty description={search.trim() ? t.traineesNoMatch : t.traineesEmpty} />;
  else
    traineeBody = (
      <Row gutter={[16, 16]}>
        {traineeList.map((trainee) => (
          <Col key={trainee.id} xs={24} md={12} xl={8}>
            <TraineeCard
              trainee={trainee}
              onEdit={() => setEditing({ kind: 'trainee', item: trainee })}
              onDelete={() => confirmDelete(CONFIRM_DELETE.trainee, ENTITY_LABELS.trainee, () => deleteTrainee(trainee.id).unwrap())}
            />
          </Col>
        ))}
      </Row>
    );

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
          {en.pages.dikshaLab.title}
        </Typography.Title>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'course', item: null })}>
            {t.addCourse}
          </Button>
          <Button icon={<PlusOutlined />} onClick={() => setEditing({ kind: 'trainee', item: null })}>
            {t.addTrainee}
          </Button>
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
                void courses.refetch();
                void trainees.refetch();
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
              [t.summary.activeCourses, s?.activeCourses ?? 0, '', t.summary.withActiveStatus(s?.coursesWithActiveStatus ?? 0)],
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
          {courseList.length === 0 ? (
            <Card>
              <Empty description={t.coursesEmpty} />
            </Card>
          ) : (
            <Row gutter={[16, 16]}>
              {courseList.map((course) => (
                <Col key={course.id} xs={24} md={12} xl={8}>
                  <CourseCard
                    course={course}
                    onEdit={() => setEditing({ kind: 'course', item: course })}
                    onDelete={() => confirmDelete(CONFIRM_DELETE.course, ENTITY_LABELS.course, () => deleteCourse(course.id).unwrap())}
                  />
                </Col>
              ))}
            </Row>
          )}
        </section>

        <section aria-label={t.traineesTitle}>
          <div style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 12, marginBottom: 12 }}>
            <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
              {t.traineesTitle}
            </Typography.Title>
            <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
              <Input.Search
                aria-label={t.search}
                placeholder={t.searchPlaceholder}
                allowClear
                style={{ width: 260, maxWidth: '100%' }}
                onSearch={(value) => {
                  setSearch(value);
                  setPage(1);
                }}
              />
              <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
                {t.exportCsv}
              </Button>
            </div>
          </div>
          {traineeBody}
          {total > TRAINEE_PAGE_SIZE && (
            <Pagination style={{ marginTop: 16 }} current={page} pageSize={TRAINEE_PAGE_SIZE} total={total} showSizeChanger={false} onChange={setPage} />
          )}
        </section>
      </div>
      <DikshaFormModal editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

