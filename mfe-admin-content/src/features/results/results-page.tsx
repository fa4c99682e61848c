import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { ExamResult } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { confirmDelete } from '../../components/confirm-delete';
import { DownloadLink } from '../../components/download-link';
import { LoadingBlock } from '../../components/page-state';
import { en } from '../../i18n/en';
import { ResultFormModal } from './result-form-modal';
import { useDeleteResultMutation, useGetAdminResultsQuery } from './results-api';

const t = en.results;

/** Results Management: result cards (always 'Published'), download, publish/edit modal, delete. */
export function ResultsPage() {
  usePageTitle(en.pages.results.title);
  const { notification, modal } = App.useApp();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAdminResultsQuery();
  const [deleteResult] = useDeleteResultMutation();
  const [editing, setEditing] = useState<{ open: boolean; result?: ExamResult }>({ open: false });
  const results = data ?? [];

  const remove = (result: ExamResult) =>
    confirmDelete(modal, CONFIRM_DELETE.result, async () => {
      try {
        const response = await deleteResult(result.id).unwrap();
        notification.success({ title: response.message ?? entityToast.deleted(ENTITY_LABELS.result) });
      } catch (failure) {
        notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      }
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{en.pages.results.title}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>{t.add}</Button>
      </Space>
      {isLoading ? (
        <LoadingBlock text={t.loading} />
      ) : isError ? (
        <Alert type="error" showIcon title={errorText(error, TOASTS.requestFailure)} action={<Button onClick={() => void refetch()} loading={isFetching}>{en.common.retry}</Button>} />
      ) : results.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {results.map((result) => (
            <Col key={result.id} xs={24} sm={12} xl={8}>
              <Card data-testid="result-card">
                <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{result.course}</Typography.Title>
                  <Tag color="green">{t.published}</Tag>
                </Space>
                <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{result.semester} · {result.year}</Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>{t.publishedOn} {formatLongDate(result.publishDate.slice(0, 10))}</Typography.Paragraph>
                <Space wrap>
                  <DownloadLink file={result.file} fileName={result.fileName} label={t.download} />
                  <Button size="small" icon={<EditOutlined />} aria-label={`${en.common.edit} ${result.course} ${result.semester} ${result.year}`} onClick={() => setEditing({ open: true, result })}>{en.common.edit}</Button>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${en.common.delete} ${result.course} ${result.semester} ${result.year}`} onClick={() => remove(result)}>{en.common.delete}</Button>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <ResultFormModal open={editing.open} result={editing.result} onClose={() => setEditing({ open: false })} />
    </>
  );
}
