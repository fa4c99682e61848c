import { useState } from 'react';
import { App, Button, Card, Col, Empty, Modal, Row, Space, Tag, Typography } from 'antd';
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { ResearchPaper } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { useDeleteResearchMutation, useGetAdminResearchQuery, useSetResearchApprovalMutation } from './research-api';
import { ResearchFormModal } from './research-form-modal';
import { approvalAction, previewOf, splitResearch, statusColor } from './research-rules';

const t = en.research;

interface CardProps {
  paper: ResearchPaper;
  onEdit: () => void;
  onDelete: () => void;
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
        {paper.isAdminPublished ? null : <Tag color={paper.isApproved ? 'green' : 'orange'}>{paper.isApproved ? t.approved : t.pending}</Tag>}
      </Space>
      <Typography.Title level={3} style={{ fontSize: 16, margin: '0 0 4px' }}>{paper.title}</Typography.Title>
      <Typography.Text type="secondary">{paper.author}</Typography.Text>
      <Typography.Paragraph style={{ margin: '8px 0' }}>
        {preview.text}{' '}
        {preview.cut ? <Button type="link" size="small" style={{ padding: 0 }} onClick={onRead}>{t.readMore}</Button> : null}
      </Typography.Paragraph>
      <Space wrap>
        <Button size="small" icon={<EditOutlined />} onClick={onEdit}>{en.common.edit}</Button>
        <Button size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>{en.common.delete}</Button>
        {action === 'approve' ? <Button size="small" type="primary" icon={<CheckOutlined />} onClick={() => onApproval(true)}>{t.approve}</Button> : null}
        {action === 'disapprove' ? <Button size="small" icon={<CloseOutlined />} onClick={() => onApproval(false)}>{t.disapprove}</Button> : null}
      </Space>
    </Card>
  );
}

/** Research Management: admin and user sections, approval, 'Read More' detail, add/edit/delete. */
export function ResearchPage() {
  usePageTitle(en.pages.research.title);
  const { notification } = App.useApp();
  const query = useGetAdminResearchQuery();
  const [deletePaper] = useDeleteResearchMutation();
  const [setApproval] = useSetResearchApprovalMutation();
  const [editing, setEditing] = useState<{ open: boolean; paper?: ResearchPaper }>({ open: false });
  const [reading, setReading] = useState<ResearchPaper | null>(null);
  const { admin, user } = splitResearch(query.data ?? []);
  const remove = useConfirmedDelete<ResearchPaper>(CONFIRM_DELETE.research, (paper) => deletePaper(paper.id).unwrap(), {
    success: entityToast.deleted(ENTITY_LABELS.research),
  });

  const approve = async (paper: ResearchPaper, isApproved: boolean) => {
    try {
      const response = await setApproval({ id: paper.id, isApproved }).unwrap();
      notification.success({ title: response.message ?? entityToast.updated(ENTITY_LABELS.research) });
    } catch {
      notification.error({ title: TOASTS.approvalFailure });
    }
  };

  const section = (title: string, papers: ResearchPaper[], empty: string) => (
    <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{title}</Typography.Title>} style={{ marginBottom: 16 }}>
      {papers.length === 0 ? (
        <Empty description={empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {papers.map((paper) => (
            <Col key={paper.id} xs={24} md={12} xl={8}>
              <ResearchCard paper={paper} onEdit={() => setEditing({ open: true, paper })} onDelete={() => remove(paper)} onRead={() => setReading(paper)} onApproval={(value) => void approve(paper, value)} />
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );

  return (
    <>
      <PageHeader title={en.pages.research.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.requestFailure}>
        {section(t.adminSection, admin, t.adminEmpty)}
        {section(t.userSection, user, t.userEmpty)}
      </QueryState>
      <Modal open={reading !== null} title={reading?.title} onCancel={() => setReading(null)} footer={<Button onClick={() => setReading(null)}>{t.close}</Button>}>
        {reading ? (
          <>
            <Space wrap style={{ marginBottom: 8 }}>
              <Tag color={statusColor(reading.status)}>{reading.status}</Tag>
              <Typography.Text type="secondary">{reading.author} · {reading.year}</Typography.Text>
            </Space>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reading.description}</Typography.Paragraph>
            {reading.file ? <Typography.Link href={reading.file} target="_blank" rel="noopener noreferrer">{t.viewFile}{reading.fileName ? `: ${reading.fileName}` : ''}</Typography.Link> : null}
          </>
        ) : null}
      </Modal>
      <ResearchFormModal open={editing.open} paper={editing.paper} onClose={() => setEditing({ open: false })} />
    </>
  );
}
