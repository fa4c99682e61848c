/**
 * A content type's CSV import (its definition's `csvImport`): choose a file, see the dry run's
 * report (rows, and every error by line and column, with the definition's own messages), then
 * import; a file with errors imports only when the office chooses to leave those rows out.
 */
import { useState } from 'react';
import { useSelector } from '@diet/frontend-core/redux-shared';
import { Alert, App, Button, Checkbox, Modal, Space, Table, Typography, Upload } from 'antd';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import type { ImportReport } from '@diet/contracts/api';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { TOASTS } from '@diet/contracts/toasts';
import { selectToken, type AuthState } from '@diet/frontend-core/auth-slice';
import { errorText } from '@diet/frontend-core/errors';
import { useCan } from '@diet/frontend-core/use-can';
import type { ContentEndpoints } from './content-api';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';
import { en } from './i18n/en';

const t = en.csvImport;
type ImportError = ImportReport['errors'][number];

/** The report a refused import carries as its error body's `data`, if any. */
const reportOf = (error: unknown): ImportReport | null => {
  const data = (error as { data?: { data?: ImportReport } } | undefined)?.data?.data;
  return data && Array.isArray(data.errors) ? data : null;
};

export function CsvImportButton({
  definition,
  endpoints,
}: {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
}) {
  const spec = definition.csvImport;
  const mayImport = useCan('contentPublish');
  const [open, setOpen] = useState(false);
  if (!spec || !mayImport) return null;
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)}>
        {t.open}
      </Button>
      {open ? <CsvImportDialog definition={definition} endpoints={endpoints} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function CsvImportDialog({
  definition,
  endpoints,
  onClose,
}: {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
  onClose: () => void;
}) {
  const spec = definition.csvImport!;
  const { notification } = App.useApp();
  const token = useSelector((state: { auth: AuthState }) => selectToken(state));
  const [runImport, importing] = endpoints.useContentImportMutation();
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [checking, setChecking] = useState(false);

  async function check(chosen: File) {
    setFile(chosen);
    setReport(null);
    setFailure(null);
    setSkipInvalid(false);
    setChecking(true);
    try {
      const answer = await runImport({ path: definition.path, file: chosen, dryRun: true }).unwrap();
      setReport(answer.data);
    } catch (error) {
      setFailure(errorText(error, TOASTS.requestFailure));
    } finally {
      setChecking(false);
    }
  }

  async function save() {
    if (!file) return;
    try {
      const answer = await runImport({ path: definition.path, file, dryRun: false, skipInvalid }).unwrap();
      notification.success({ title: answer.message ?? t.import });
      onClose();
    } catch (error) {
      setReport(reportOf(error) ?? report);
      setFailure(errorText(error, TOASTS.requestFailure));
    }
  }

  async function template() {
    try {
      await downloadWithToken(`/admin/${definition.path}/import/template`, spec.templateName, token);
    } catch {
      notification.error({ title: t.templateFailure });
    }
  }

  const errors = report?.errors ?? [];
  const ready = report !== null && report.valid > 0 && (errors.length === 0 || skipInvalid);
  return (
    <Modal
      open
      title={t.title(definition.label.many)}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {en.common.cancel}
        </Button>,
        <Button key="import" type="primary" disabled={!ready} loading={importing.isLoading && !checking} onClick={save}>
          {t.import}
        </Button>,
      ]}
    >
      <Typography.Paragraph>
        {t.columns(spec.columns, definition.fields[spec.key]?.label ?? spec.key)}
      </Typography.Paragraph>
      <Space wrap style={{ marginBottom: 16 }}>
        <Upload
          accept=".csv,text/csv"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(chosen) => {
            void check(chosen);
            // The file is sent by the dry run and the import, not by the picker.
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={checking}>
            {t.choose}
          </Button>
        </Upload>
        <Button type="link" onClick={() => void template()}>
          {t.template}
        </Button>
      </Space>
      {file ? <Typography.Paragraph type="secondary">{file.name}</Typography.Paragraph> : null}
      {checking ? <Typography.Paragraph>{t.checking}</Typography.Paragraph> : null}
      {failure ? <Alert type="error" showIcon style={{ marginBottom: 16 }} title={failure} /> : null}
      {report ? (
        <Alert
          type={errors.length === 0 ? 'success' : 'warning'}
          showIcon
          style={{ marginBottom: 16 }}
          title={errors.length === 0 ? t.allValid(report.rows) : t.summary(report.rows, report.valid)}
        />
      ) : null}
      {errors.length > 0 ? (
        <>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t.errorsTitle}
          </Typography.Title>
          <Table<ImportError>
            size="small"
            rowKey={(e) => `${e.line}:${e.column}:${e.message}`}
            dataSource={errors}
            pagination={errors.length > 10 ? { pageSize: 10 } : false}
            scroll={{ x: 'max-content' }}
            columns={[
              { title: t.line, dataIndex: 'line', key: 'line' },
              {
                title: t.column,
                key: 'column',
                render: (_, e) => (e.column === 'file' ? t.wholeFile : e.column || t.wholeRow),
              },
              { title: t.message, dataIndex: 'message', key: 'message' },
            ]}
          />
          {report && report.valid > 0 ? (
            <Checkbox checked={skipInvalid} onChange={(e) => setSkipInvalid(e.target.checked)}>
              {t.skipInvalid}
            </Checkbox>
          ) : null}
        </>
      ) : null}
    </Modal>
  );
}
