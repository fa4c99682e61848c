import { useState } from 'react';
import { Button, Card, Col, Image, Row, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { GalleryItem } from '@diet/contracts/entities';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useConfirmedDelete } from '@diet/admin-ui/confirm-delete';
import { PageHeader } from '@diet/admin-ui/page-header';
import { QueryState } from '@diet/admin-ui/page-state';
import { en } from '../../i18n/en';
import { useDeleteGalleryItemMutation, useGetAdminGalleryQuery } from './gallery-api';
import { GalleryFormModal } from './gallery-form-modal';

const t = en.gallery;

/** Gallery Management: image cards (4 columns on large screens), full-screen preview on click. */
export function GalleryPage() {
  usePageTitle(en.pages.gallery.title);
  const query = useGetAdminGalleryQuery();
  const [deleteItem] = useDeleteGalleryItemMutation();
  const [editing, setEditing] = useState<{ open: boolean; item?: GalleryItem }>({ open: false });
  const items = query.data ?? [];
  const remove = useConfirmedDelete<GalleryItem>(CONFIRM_DELETE.image, (item) => deleteItem(item.id).unwrap(), {
    success: TOASTS.imageDeleted,
    failure: TOASTS.imageDeleteFailure,
  });

  return (
    <>
      <PageHeader title={en.pages.gallery.title} addLabel={t.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={t.loading} errorFallback={TOASTS.galleryFetchFailure} emptyText={t.empty} isEmpty={items.length === 0}>
        <Image.PreviewGroup>
          <Row gutter={[16, 16]}>
            {items.map((item) => (
              <Col key={item.id} xs={24} sm={12} lg={6}>
                <Card
                  data-testid="gallery-card"
                  cover={<Image src={item.imageThumb ?? item.image} preview={{ src: item.imageLarge ?? item.image }} alt={item.title} style={{ aspectRatio: '4 / 3', objectFit: 'cover' }} />}
                  actions={[
                    <Button key="edit" type="text" icon={<EditOutlined />} aria-label={`${en.common.edit} ${item.title}`} title={en.common.edit} onClick={() => setEditing({ open: true, item })} />,
                    <Button key="delete" type="text" danger icon={<DeleteOutlined />} aria-label={`${en.common.delete} ${item.title}`} title={en.common.delete} onClick={() => remove(item)} />,
                  ]}
                >
                  <Tag color="blue">{item.category}</Tag>
                  <Typography.Title level={2} style={{ fontSize: 16, margin: '8px 0 4px' }}>{item.title}</Typography.Title>
                  <Typography.Text type="secondary">{formatLongDate(item.date.slice(0, 10))}</Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
        </Image.PreviewGroup>
      </QueryState>
      <GalleryFormModal open={editing.open} item={editing.item} onClose={() => setEditing({ open: false })} />
    </>
  );
}
