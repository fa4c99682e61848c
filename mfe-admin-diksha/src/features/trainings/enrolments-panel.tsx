import { useState } from 'react';
import { Alert, App, Button, Select, Space, Table, Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import {
  ENROLMENT_STATUSES,
  TRAINING_MESSAGES,
  type EnrolmentStatus,
  type OfficeEnrolmentStatus,
} from '@diet/contracts/content-types/trainings';
import { ENROLMENTS_EXPORT_FILE } from '@diet/contracts/training-messages';
import { TOASTS } from '@diet/contracts/toasts';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { useServerPaging } from '@diet/admin-ui/server-paging';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { errorText } from '@diet/frontend-core/errors';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { Allowed, useCan } from '@diet/frontend-core/use-can';
import { en } from '../../i18n/en';
import { useActionsFixed } from './actions-column';
import { useReasonModal } from './reason-modal';
import { StatusTag } from './status-tag';
import { useEnrolmentsQuery, useSetEnrolmentMutation, type Enrolment } from './trainings-api';

const t = en.training;

/**
 * A programme's enrolments, paged on the server and filtered by status, with what the office may
 * do to each: confirm (a pending or waiting teacher, if a place is left), cancel, or complete by
 * hand with a reason. The server decides; its message, word for word, says how it went.
 */
export function EnrolmentsPanel({ trainingId }: { trainingId: string }) {
  const { notification, modal } = App.useApp();
  const paging = useServerPaging();
  const [status, setStatus] = useState<EnrolmentStatus | undefined>();
  const query = useEnrolmentsQuery({ id: trainingId, status, page: paging.page, pageSize: paging.pageSize });
  const [setEnrolment, { isLoading: saving }] = useSetEnrolmentMutation();
  const mayDecide = useCan('contentPublish');
  const actionsFixed = useActionsFixed();
  const completion = useReasonModal({ okText: t.complete, help: t.completeHelp, busy: saving });
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));

  /** True when the server took the change; its answer, or its refusal, is toasted. */
  const change = async (enrolment: Enrolment, next: OfficeEnrolmentStatus, reason?: string) => {
    try {
      const answer = await setEnrolment({ id: trainingId, enrolmentId: enrolment.id, status: next, reason }).unwrap();
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.enrolmentUpdated });
      return true;
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      return false;
    }
  };

  const askCancel = (enrolment: Enrolment) =>
    modal.confirm({
      title: t.cancelQuestion(enrolment.name),
      content: t.cancelHelp,
      okText: t.cancelYes,
      okButtonProps: { danger: true },
      cancelText: t.keep,
      onOk: () => change(enrolment, 'cancelled'),
    });

  const exportCsv = async () => {
    try {
      await downloadWithToken(
        `/admin/trainings/${encodeURIComponent(trainingId)}/enrolments/export`,
        ENROLMENTS_EXPORT_FILE,
        token,
      );
    } catch {
      notification.error({ title: t.exportFailure });
    }
  };

  return (
    <>
      <Space wrap style={{ marginBottom: 16, width: '100%', justifyContent: 'space-between' }}>
        <Select<EnrolmentStatus | ''>
          aria-label={t.statusFilter}
          style={{ width: 200 }}
          value={status ?? ''}
          onChange={(value) => {
            setStatus(value === '' ? undefined : value);
            paging.restart();
          }}
          options={[
            { value: '', label: t.anyStatus },
            ...ENROLMENT_STATUSES.map((value) => ({ value, label: t.statuses[value] })),
          ]}
        />
        <Allowed to="contentExport">
          <Button icon={<DownloadOutlined />} onClick={() => void exportCsv()}>
            {t.exportCsv}
          </Button>
        </Allowed>
      </Space>
      {query.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(query.error, TOASTS.requestFailure)}
          action={<Button onClick={() => void query.refetch()}>{en.diksha.retry}</Button>}
        />
      ) : null}
      <Table<Enrolment>
        rowKey="id"
        loading={query.isFetching}
        dataSource={query.data?.items ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t.enrolmentsEmpty }}
        pagination={paging.pager(query.data?.total ?? 0)}
        columns={[
          {
            title: t.columns.name,
            key: 'name',
            render: (_, e) => <Typography.Text style={TYPED_TEXT}>{e.name}</Typography.Text>,
          },
          { title: t.columns.employeeId, key: 'employeeId', dataIndex: 'employeeId' },
          {
            title: t.columns.contact,
            key: 'contact',
            render: (_, e) => (
              <>
                <div>{e.email}</div>
                {e.phone ? <div>{e.phone}</div> : null}
              </>
            ),
          },
          {
            title: t.columns.school,
            key: 'school',
            render: (_, e) => (
              <span style={TYPED_TEXT}>
                {e.school}, {e.district}
              </span>
            ),
          },
          { title: t.columns.status, key: 'status', render: (_, e) => <StatusTag status={e.status} /> },
          { title: t.columns.position, key: 'position', render: (_, e) => e.position ?? '' },
          { title: t.columns.enrolledAt, key: 'createdAt', render: (_, e) => formatInstituteTime(e.createdAt) },
          ...(mayDecide
            ? [
                {
                  title: t.columns.actions,
                  key: 'actions',
                  fixed: actionsFixed,
                  render: (_: unknown, e: Enrolment) => (
                    <Space wrap>
                      {e.status === 'pending' || e.status === 'waitlisted' ? (
                        <Button
                          size="small"
                          type="primary"
                          disabled={saving}
                          aria-label={t.actionLabel(t.confirm, e.name)}
                          onClick={() => void change(e, 'confirmed')}
                        >
                          {t.confirm}
                        </Button>
                      ) : null}
                      {e.status === 'confirmed' ? (
                        <Button
                          size="small"
                          aria-label={t.actionLabel(t.complete, e.name)}
                          onClick={() =>
                            completion.ask(t.completeTitle(e.name), (reason) => change(e, 'completed', reason))
                          }
                        >
                          {t.complete}
                        </Button>
                      ) : null}
                      {e.status !== 'cancelled' && e.status !== 'completed' ? (
                        <Button
                          size="small"
                          danger
                          aria-label={t.actionLabel(t.cancel, e.name)}
                          onClick={() => askCancel(e)}
                        >
                          {t.cancel}
                        </Button>
                      ) : null}
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {completion.modal}
    </>
  );
}
