import { useState } from 'react';
import { Col, Pagination, Row, Tag } from 'antd';
import { contentTexts } from '@diet/contracts/content-type';
import { results as definition, type ResultRecord } from '@diet/contracts/content-types/results';
import { DEFAULT_PAGE_SIZE } from '@diet/contracts/limits';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ContentItem } from '@diet/admin-ui/content-api';
import { ContentFormModal } from '@diet/admin-ui/content-form-modal';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { contentEndpoints } from '../../api/admin-content-api';
import { FileRecordCard } from '../../components/file-record-card';
import { en } from '../../i18n/en';

const t = en.results;
const texts = contentTexts(definition);

/**
 * Results Management: result cards (always 'Published') with their download, paged on the server;
 * the publish/edit form, its rules and the delete come from the results' content type definition.
 */
export function ResultsPage() {
  usePageTitle(definition.admin.title);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const query = contentEndpoints.useContentListQuery({ path: definition.path, query: { page, pageSize } });
  const [deleteResult] = contentEndpoints.useContentDeleteMutation();
  const [editing, setEditing] = useState<{ open: boolean; result?: ContentItem }>({ open: false });
  const remove = useConfirmedDelete<ResultRecord>(texts.confirmDelete, (result) => deleteResult({ path: definition.path, id: result.id }).unwrap(), {
    success: texts.deleted,
  });
  const items = (query.data?.items ?? []) as unknown as ResultRecord[];

  return (
    <>
      <PageHeader title={definition.admin.title} addLabel={texts.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.requestFailure} emptyText={t.empty} isEmpty={items.length === 0}>
        <Row gutter={[16, 16]}>
          {items.map((result) => (
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
                onEdit={() => setEditing({ open: true, result: result as unknown as ContentItem })}
                onDelete={() => remove(result)}
              />
            </Col>
          ))}
        </Row>
        <Pagination
          style={{ marginTop: 16 }}
          align="end"
          current={page}
          pageSize={pageSize}
          total={query.data?.total ?? 0}
          showSizeChanger
          hideOnSinglePage={false}
          onChange={(next, size) => {
            setPage(size !== pageSize ? 1 : next);
            setPageSize(size);
          }}
        />
      </QueryState>
      <ContentFormModal definition={definition} endpoints={contentEndpoints} open={editing.open} item={editing.result} onClose={() => setEditing({ open: false })} />
    </>
  );
}
