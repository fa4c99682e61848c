import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Row, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { StudyMaterial } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { confirmDelete } from '../../components/confirm-delete';
import { DownloadLink } from '../../components/download-link';
import { LoadingBlock } from '../../components/page-state';
import { en } from '../../i18n/en';
import { MaterialFormModal } from './material-form-modal';
import { useDeleteMaterialMutation, useGetAdminMaterialsQuery } from './study-material-api';

const t = en.materials;

/** Study Material Management: material cards with type badge and download, upload/edit, delete. */
export function StudyMaterialPage() {
  usePageTitle(en.pages.studyMaterial.title);
  const { notification, modal } = App.useApp();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAdminMaterialsQuery();
  const [deleteMaterial] = useDeleteMaterialMutation();
  const [editing, setEditing] = useState<{ open: boolean; material?: StudyMaterial }>({ open: false });
  const materials = data ?? [];

  const remove = (material: StudyMaterial) =>
    confirmDelete(modal, CONFIRM_DELETE.material, async () => {
      try {
        const response = await deleteMaterial(material.id).unwrap();
        notification.success({ title: response.message ?? entityToast.deleted(ENTITY_LABELS.material) });
      } catch (failure) {
        notification.error({ title: errorText(failure, TOASTS.requestFailure) });
      }
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{en.pages.studyMaterial.title}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>{t.add}</Button>
      </Space>
      {isLoading ? (
        <LoadingBlock text={t.loading} />
      ) : isError ? (
        <Alert type="error" showIcon title={errorText(error, TOASTS.requestFailure)} action={<Button onClick={() => void refetch()} loading={isFetching}>{en.common.retry}</Button>} />
      ) : materials.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
        <Row gutter={[16, 16]}>
          {materials.map((material) => (
            <Col key={material.id} xs={24} sm={12} xl={8}>
              <Card data-testid="material-card">
                <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
                  <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>{material.title}</Typography.Title>
                  <Tag color="blue">{material.type}</Tag>
                </Space>
                <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{material.subject} · {material.course}</Typography.Paragraph>
                <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>{t.uploadedOn} {formatLongDate(material.uploadDate.slice(0, 10))}</Typography.Paragraph>
                <Space wrap>
                  <DownloadLink file={material.file} fileName={material.fileName} label={t.download} />
                  <Button size="small" icon={<EditOutlined />} aria-label={`${en.common.edit} ${material.title}`} onClick={() => setEditing({ open: true, material })}>{en.common.edit}</Button>
                  <Button size="small" danger icon={<DeleteOutlined />} aria-label={`${en.common.delete} ${material.title}`} onClick={() => remove(material)}>{en.common.delete}</Button>
                </Space>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <MaterialFormModal open={editing.open} material={editing.material} onClose={() => setEditing({ open: false })} />
    </>
  );
}
