import { useState } from 'react';
import { App, Button, Card, Empty, Modal, Space, Tag, Typography } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { contentTexts } from '@diet/contracts/content-type';
import { research as definition } from '@diet/contracts/content-types/research';
import type { ResearchPaper } from '@diet/contracts/entities';
import { entityToast, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { CardGrid } from '@diet/admin-ui/content-cards';
import { useContentEditing } from '@diet/admin-ui/content-editing';
import { PageHeader } from '@diet/admin-ui/page-header';
import { allQueries, QueryState } from '@diet/admin-ui/page-state';
import { useServerPaging } from '@diet/admin-ui/server-paging';
import { contentEndpoints } from '../../api/admin-content-api';
import { en } from '../../i18n/en';
import { approvalAction, previewOf, splitResearch, statusColor } from './research-rules';

const t = en.research;
/** 'Approved' / 'Awaiting approval', as the definition names the approval's two values. */
const approval = definition.fields.isApproved.labels;

interface CardProps {
  paper: ResearchPaper;
  onEdit: () => void;
  /** Absent for a role that may not delete. */
  onDelete?: () => void;
  onRead: () => void;
  onApproval: (isApproved: boolean) => void;
}

function ResearchCard({ paper, onEdit, onDelete, onRead, onApproval }: CardProps) {
  const preview = previewOf(paper.description);
  const action = approvalAction(paper);
  return (
    <Card data-testid="research-card" style={{ height: '100%' }}>
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color={statusColor(paper.status)}>{paper.status}</Tag>
        <Typography.Text type="secondary">{paper.year}</Typography.Text>
        {paper.isAdminPublished ? null : (
          <Tag color={paper.isApproved ? 'green' : 'orange'}>{paper.isApproved ? approval.true : approval.false}</Tag>
        )}
      </Space>
      <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 4px' }}>
        {paper.title}
      </Typography.Title>
      <Typography.Text type="secondary">{paper.author}</Typography.Text>
      <Typography.Paragraph style={{ margin: '8px 0' }}>
        {preview.text}{' '}
        {preview.cut ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={onRead}>
            {t.readMore}
          </Button>
        ) : null}
      </Typography.Paragraph>
      <Space wrap>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit}>
          {en.common.edit}
        </Button>
        {onDelete ? (
          <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
            {en.common.delete}
          </Button>
        ) : null}
        {action === 'approve' ? (
          <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => onApproval(true)}>
            {t.approve}
          </Button>
        ) : null}
        {action === 'disapprove' ? (
          <Button size="small" icon={<CloseOutlined />} onClick={() => onApproval(false)}>
            {t.disapprove}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}

/** One section's papers, paged on the server: the office's own, or visitors' proposals. */
function useSection(isAdminPublished: boolean) {
  const paging = useServerPaging();
  const query = contentEndpoints.useContentListQuery({
    path: definition.path,
    query: { page: paging.page, pageSize: paging.pageSize, filters: { isAdminPublished } },
  });
  // The server answers one section; a paper of the other never shows here.
  const split = splitResearch((query.data?.items ?? []) as unknown as ResearchPaper[]);
  const papers = isAdminPublished ? split.admin : split.user;
  return { paging, query, papers, total: query.data?.total ?? 0 };
}

/**
 * Research Management: the office's papers and visitors' proposals in two sections, each paged on
 * the server; approval of proposals, 'Read More' detail. The form, its rules and the delete come
 * from the research content type's definition.
 */
export function ResearchPage() {
  usePageTitle(definition.admin.title);
  const { notification } = App.useApp();
  const admin = useSection(true);
  const user = useSection(false);
  const editing = useContentEditing(definition, contentEndpoints);
  const [save] = contentEndpoints.useContentSaveMutation();
  const [reading, setReading] = useState<ResearchPaper | null>(null);

  const approve = async (paper: ResearchPaper, isApproved: boolean) => {
    try {
      const response = await save({ path: definition.path, id: paper.id, body: { isApproved } }).unwrap();
      notification.success({ title: response.message ?? entityToast.updated(definition.label.one) });
    } catch {
      notification.error({ title: TOASTS.approvalFailure });
    }
  };

  const section = (title: string, { papers, total, paging }: ReturnType<typeof useSection>, empty: string) => (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {title}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
    >
      {papers.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <CardGrid
          items={papers}
          total={total}
          paging={paging}
          publishing={{ definition, endpoints: contentEndpoints }}
          card={(item) => {
            const paper = item as unknown as ResearchPaper;
            return (
              <ResearchCard
                paper={paper}
                onEdit={() => editing.edit(item)}
                onDelete={editing.actionsFor(item).remove}
                onRead={() => setReading(paper)}
                onApproval={(value) => void approve(paper, value)}
              />
            );
          }}
        />
      )}
    </Card>
  );

  return (
    <>
      <PageHeader title={definition.admin.title} addLabel={contentTexts(definition).add} onAdd={editing.add} />
      <QueryState
        query={allQueries(admin.query, user.query)}
        loadingText={t.loading}
        errorFallback={TOASTS.requestFailure}
      >
        {section(t.adminSection, admin, t.adminEmpty)}
        {section(t.userSection, user, t.userEmpty)}
      </QueryState>
      <Modal
        open={reading !== null}
        title={reading?.title}
        onCancel={() => setReading(null)}
        footer={<Button onClick={() => setReading(null)}>{t.close}</Button>}
      >
        {reading ? (
          <>
            <Space wrap style={{ marginBottom: 8 }}>
              <Tag color={statusColor(reading.status)}>{reading.status}</Tag>
              <Typography.Text type="secondary">
                {reading.author} · {reading.year}
              </Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reading.description}</Typography.Paragraph>
            {reading.file ? (
              <Typography.Link href={reading.file} target="_blank" rel="noopener noreferrer">
                {t.viewFile}
                {reading.fileName ? `: ${reading.fileName}` : ''}
              </Typography.Link>
            ) : null}
          </>
        ) : null}
      </Modal>
      {editing.modal}
    </>
  );
}
