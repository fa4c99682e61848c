import { useState } from 'react';
import { Alert, App, Button, Table, Tag, Typography } from 'antd';
import { TRAINING_MESSAGES } from '@diet/contracts/content-types/trainings';
import { CERTIFICATE_VERIFY_PATH } from '@diet/contracts/training-messages';
import { TOASTS } from '@diet/contracts/toasts';
import { formatInstituteTime } from '@diet/admin-ui/institute-time';
import { errorText } from '@diet/frontend-core/errors';
import { TYPED_TEXT } from '@diet/frontend-core/typed-text';
import { useCan } from '@diet/frontend-core/use-can';
import { en } from '../../i18n/en';
import { useActionsFixed } from './actions-column';
import { useReasonModal } from './reason-modal';
import { useIssueCertificatesMutation, useRevokeCertificateMutation, type IssuedCertificate } from './trainings-api';

const t = en.training;

const verifyHref = (code: string) => `${CERTIFICATE_VERIFY_PATH}/${encodeURIComponent(code)}`;

/**
 * For those who may issue them (the page shows this tab to them only): issue the certificates of the completed enrolments (the server's answer lists them all, those
 * issued before too) and, for administrators, revoke one with a reason.
 */
export function CertificatesPanel({ trainingId }: { trainingId: string }) {
  const { notification } = App.useApp();
  const [issue, { isLoading: issuing }] = useIssueCertificatesMutation();
  const [revoke, { isLoading: revoking }] = useRevokeCertificateMutation();
  const [issued, setIssued] = useState<IssuedCertificate[] | null>(null);
  // Codes revoked on this screen: the issue answer does not say which are.
  const [revoked, setRevoked] = useState<Set<string>>(new Set());
  const mayRevoke = useCan('certificatesRevoke');
  const actionsFixed = useActionsFixed();
  const revocation = useReasonModal({ okText: t.revoke, help: t.revokeHelp, busy: revoking });

  const issueAll = async () => {
    try {
      const answer = await issue(trainingId).unwrap();
      setIssued(answer.data);
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.certificatesIssued });
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  const revokeOne = async (certificate: IssuedCertificate, reason: string) => {
    try {
      const answer = await revoke({ code: certificate.code, reason }).unwrap();
      setRevoked((before) => new Set(before).add(certificate.code));
      notification.success({ title: answer.message ?? TRAINING_MESSAGES.certificateRevoked });
      return true;
    } catch (failure) {
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      return false;
    }
  };

  return (
    <>
      <Typography.Paragraph>{t.issueHelp}</Typography.Paragraph>
      <Button type="primary" loading={issuing} onClick={() => void issueAll()} style={{ marginBottom: 16 }}>
        {t.issue}
      </Button>
      {issued && issued.length === 0 ? <Alert type="info" showIcon title={t.issuedNone} /> : null}
      {issued && issued.length > 0 ? (
        <Table<IssuedCertificate>
          rowKey="code"
          dataSource={issued}
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
                  {revoked.has(c.code) ? <Tag color="red">{t.revoked}</Tag> : null}
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
                <a href={verifyHref(c.code)} target="_blank" rel="noopener" aria-label={t.verifyLink(c.code)}>
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
                      revoked.has(c.code) ? null : (
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
      {revocation.modal}
    </>
  );
}
