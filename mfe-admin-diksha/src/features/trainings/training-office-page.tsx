import { Button, Tabs, Typography } from 'antd';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useNavigate, useParams } from 'react-router-dom';
import { TRAINING_LIMITS, trainings } from '@diet/contracts/content-types/trainings';
import { QueryState } from '@diet/admin-ui/page-state';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { en } from '../../i18n/en';
import { AttendancePanel } from './attendance-panel';
import { CertificatesPanel } from './certificates-panel';
import { CheckInPanel } from './check-in-panel';
import { EnrolmentsPanel } from './enrolments-panel';
import { useTrainingQuery } from './trainings-api';

const t = en.training;

/**
 * One programme's office screen (/admin/trainings/<id>/office, the trainings table's 'Enrolments
 * and attendance' action): its enrolments, attendance per session, the self check-in code and its
 * certificates, one tab each.
 */
export function TrainingOfficePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useTrainingQuery(id);
  const training = query.data;
  usePageTitle(training ? t.title(training.title) : t.pageTitle);
  const sessions = training?.sessions ?? [];
  const back = `/admin/${trainings.path}`;

  return (
    <>
      <Button
        type="link"
        href={back}
        icon={<ArrowLeftOutlined />}
        style={{ paddingInline: 0 }}
        onClick={(event) => {
          event.preventDefault();
          void navigate(back);
        }}
      >
        {t.back}
      </Button>
      <QueryState query={query} loadingText={t.loading} errorFallback={t.loadError}>
        {training ? (
          <>
            <Typography.Title level={1} style={{ fontSize: 26, ...TYPED_TEXT }}>
              {t.title(training.title)}
            </Typography.Title>
            <Typography.Paragraph type="secondary">
              {t.seats(
                training.seats,
                training.hours,
                training.minAttendancePercent ?? TRAINING_LIMITS.attendanceDefault,
              )}
            </Typography.Paragraph>
            <Tabs
              destroyOnHidden
              items={[
                { key: 'enrolments', label: t.tabs.enrolments, children: <EnrolmentsPanel trainingId={id} /> },
                {
                  key: 'attendance',
                  label: t.tabs.attendance,
                  children: <AttendancePanel trainingId={id} sessions={sessions} />,
                },
                {
                  key: 'check-in',
                  label: t.tabs.checkIn,
                  children: <CheckInPanel trainingId={id} sessions={sessions} />,
                },
                { key: 'certificates', label: t.tabs.certificates, children: <CertificatesPanel trainingId={id} /> },
              ]}
            />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
