import { Alert, App, Button, Table, Tag, Typography } from 'antd';
import { TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { certificateVerifyPath } from '@diet/contracts/training-messages';
import { TOASTS } from '@diet/contracts/toasts';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { QueryState } from '@diet/admin-ui/page-state';
import { errorText } from '@diet/frontend-core/errors';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { Allowed, useCan } from '@diet/frontend-core/use-can';
import { en } from '../../i18n/en';
import { useActionsFixed } from './actions-column';
import { useReasonModal } from './reason-modal';
import {
  useCertificatesQuery,
  useIssueCertificatesMutation,
  useRevokeCertificateMutation,
  type IssuedCertificate,
} from './trainings-api';

const t = en.training;

/**
 * A programme's certificates, as the server keeps them (revoked ones with their reason), to every
 * role of the back office; issuing them (again: it adds those of newly completed enrolments) for
 * those who publish, revoking one with a reason for administrators.
 */
export function CertificatesPanel({ trainingId }: { trainingId: string }) {
  const { notification } = App.useApp();
  const query = useCertificatesQuery(trainingId);
  const [issue, { isLoading: issuing }] = useIssueCertificatesMutation();
  const [revoke, { isLoading: revoking }] = useRevokeCertificateMutation();
  const mayRevoke = useCan('certificatesRevoke');
  const actionsFixed = useActionsFixed();
  const revocation = useReasonModal({ okText: t.revoke, help: t.revokeHelp, busy: revoking });

  const issueAll = async () => {
    try {
      const answer = await issue(trainingId).unwrap();
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.certificatesIssued });
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  const revokeOne = async (certificate: IssuedCertificate, reason: string) => {
    try {
      const answer = await revoke({ trainingId, code: certificate.code, reason }).unwrap();
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.certificateRevoked });
      return true;
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      return false;
    }
  };

  return (
    <>
      <Allowed to="contentPublish">
        <Typography.Paragraph>{t.issueHelp}</Typography.Paragraph>
        <Button type="primary" loading={issuing} onClick={() => void issueAll()} style={{ marginBottom: 16 }}>
          {t.issue}
        </Button>
      </Allowed>
      <QueryState query={query} loadingText={t.certificatesLoading} errorFallback={TOASTS.requestFailure}>
        {query.data?.length === 0 ? <Alert type="info" showIcon title={t.issuedNone} /> : null}
        {query.data?.length ? (
          <Table<IssuedCertificate>
            rowKey="code"
            dataSource={query.data}
            loading={query.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t.certificateColumns.code,
                key: 'code',
                render: (_, c) => (
                  <>
                    <Typography.Text code copyable>
                      {c.code}
                    </Typography.Text>
                    {c.status === 'revoked' ? (
                      <>
                        <Tag color="red">{t.revoked}</Tag>
                        <div style={TYPED_TEXT}>
                          <Typography.Text type="secondary">{t.revokedBecause(c.revokedReason ?? '')}</Typography.Text>
                        </div>
                      </>
                    ) : null}
                  </>
                ),
              },
              {
                title: t.certificateColumns.name,
                key: 'name',
                render: (_, c) => <span style={TYPED_TEXT}>{c.name}</span>,
              },
              { title: t.certificateColumns.employeeId, key: 'employeeId', dataIndex: 'employeeId' },
              { title: t.certificateColumns.hours, key: 'hours', dataIndex: 'hours' },
              {
                title: t.certificateColumns.issuedAt,
                key: 'issuedAt',
                render: (_, c) => formatInstituteTime(c.issuedAt),
              },
              {
                title: t.certificateColumns.verify,
                key: 'verify',
                render: (_, c) => (
                  <a
                    href={certificateVerifyPath(c.code)}
                    target="_blank"
                    rel="noopener"
                    aria-label={t.verifyLink(c.code)}
                  >
                    {t.openVerify}
                  </a>
                ),
              },
              ...(mayRevoke
                ? [
                    {
                      title: t.certificateColumns.actions,
                      key: 'actions',
                      fixed: actionsFixed,
                      render: (_: unknown, c: IssuedCertificate) =>
                        c.status === 'revoked' ? null : (
                          <Button
                            size="small"
                            danger
                            aria-label={t.revokeLabel(c.code, c.name)}
                            onClick={() => revocation.ask(t.revokeTitle(c.code), (reason) => revokeOne(c, reason))}
                          >
                            {t.revoke}
                          </Button>
                        ),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
      </QueryState>
      {revocation.modal}
    </>
  );
}
