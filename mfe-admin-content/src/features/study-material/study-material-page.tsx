import { useState } from 'react';
import { Col, Row, Tag } from 'antd';
import type { StudyMaterial } from '@diet/contracts/entities';
import { CONFIRM_DELETE, ENTITY_LABELS, entityToast, TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { FileRecordCard } from '../../components/file-record-card';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { MaterialFormModal } from './material-form-modal';
import { useDeleteMaterialMutation, useGetAdminMaterialsQuery } from './study-material-api';

const t = en.materials;

/** Study Material Management: material cards with type badge and download, upload/edit, delete. */
export function StudyMaterialPage() {
  usePageTitle(en.pages.studyMaterial.title);
  const query = useGetAdminMaterialsQuery();
  const [deleteMaterial] = useDeleteMaterialMutation();
  const [editing, setEditing] = useState<{ open: boolean; material?: StudyMaterial }>({ open: false });
  const remove = useConfirmedDelete<StudyMaterial>(CONFIRM_DELETE.material, (material) => deleteMaterial(material.id).unwrap(), {
    success: entityToast.deleted(ENTITY_LABELS.material),
  });
  const materials = query.data ?? [];

  return (
    <>
      <PageHeader title={en.pages.studyMaterial.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.requestFailure} emptyText={t.empty} isEmpty={materials.length === 0}>
        <Row gutter={[16, 16]}>
          {materials.map((material) => (
            <Col key={material.id} xs={24} sm={12} xl={8}>
              <FileRecordCard
                testId="material-card"
                title={material.title}
                badge={<Tag color="blue">{material.type}</Tag>}
                details={`${material.subject} · ${material.course}`}
                dateLabel={t.uploadedOn}
                date={material.uploadDate}
                file={material.file}
                fileName={material.fileName}
                downloadLabel={t.download}
                itemLabel={material.title}
                onEdit={() => setEditing({ open: true, material })}
                onDelete={() => remove(material)}
              />
            </Col>
          ))}
        </Row>
      </QueryState>
      <MaterialFormModal open={editing.open} material={editing.material} onClose={() => setEditing({ open: false })} />
    </>
  );
}
