import { useState } from 'react';
import { Col, Row, Tag } from 'antd';
import type { ExamResult } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { FileRecordCard } from '../../components/file-record-card';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { ResultFormModal } from './result-form-modal';
import { useDeleteResultMutation, useGetAdminResultsQuery } from './results-api';

const t = en.results;

/** Results Management: result cards (always 'Published'), download, publish/edit modal, delete. */
export function ResultsPage() {
  usePageTitle(en.pages.results.title);
  const query = useGetAdminResultsQuery();
  const [deleteResult] = useDeleteResultMutation();
  const [editing, setEditing] = useState<{ open: boolean; result?: ExamResult }>({ open: false });
  const remove = useConfirmedDelete<ExamResult>(CONFIRM_DELETE.result, (result) => deleteResult(result.id).unwrap(), {
    success: entityToast.deleted(ENTITY_LABELS.result),
  });
  const results = query.data ?? [];

  return (
    <>
      <PageHeader title={en.pages.results.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.requestFailure} emptyText={t.empty} isEmpty={results.length === 0}>
        <Row gutter={[16, 16]}>
          {results.map((result) => (
            <Col key={result.id} xs={24} sm={12} xl={8}>
              <FileRecordCard
                testId="result-card"
                title={result.course}
                badge={<Tag color="green">{t.published}</Tag>}
                details={`${result.semester} · ${result.year}`}
                dateLabel={t.publishedOn}
                date={result.publishDate}
                file={result.file}
                fileName={result.fileName}
                downloadLabel={t.download}
                itemLabel={`${result.course} ${result.semester} ${result.year}`}
                onEdit={() => setEditing({ open: true, result })}
                onDelete={() => remove(result)}
              />
            </Col>
          ))}
        </Row>
      </QueryState>
      <ResultFormModal open={editing.open} result={editing.result} onClose={() => setEditing({ open: false })} />
    </>
  );
}
