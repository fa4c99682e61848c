import { useState } from 'react';
import { Alert, App, Button, Card, Col, Empty, Image, Row, Space, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { GalleryItem } from '@diet/contracts/entities';
import { CONFIRM_DELETE, TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import { confirmDelete } from '../../components/confirm-delete';
import { LoadingBlock } from '../../components/page-state';
import { en } from '../../i18n/en';
import { useDeleteGalleryItemMutation, useGetAdminGalleryQuery } from './gallery-api';
import { GalleryFormModal } from './gallery-form-modal';

const t = en.gallery;

/** Gallery Management: image cards (4 columns on large screens), full-screen preview on click. */
export function GalleryPage() {
  usePageTitle(en.pages.gallery.title);
  const { notification, modal } = App.useApp();
  const { data, isLoading, isError, error, refetch, isFetching } = useGetAdminGalleryQuery();
  const [deleteItem] = useDeleteGalleryItemMutation();
  const [editing, setEditing] = useState<{ open: boolean; item?: GalleryItem }>({ open: false });
  const items = data ?? [];

  const remove = (item: GalleryItem) =>
    confirmDelete(modal, CONFIRM_DELETE.image, async () => {
      try {
        const response = await deleteItem(item.id).unwrap();
        notification.success({ title: response.message ?? TOASTS.imageDeleted });
      } catch {
        notification.error({ title: TOASTS.imageDeleteFailure });
      }
    });

  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 16 }}>
        <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>{en.pages.gallery.title}</Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>{t.add}</Button>
      </Space>
      {isLoading ? (
        <LoadingBlock text={t.loading} />
      ) : isError ? (
        <Alert type="error" showIcon title={errorText(error, TOASTS.galleryFetchFailure)} action={<Button onClick={() => void refetch()} loading={isFetching}>{en.common.retry}</Button>} />
      ) : items.length === 0 ? (
        <Empty description={t.empty} />
      ) : (
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
      )}
      <GalleryFormModal open={editing.open} item={editing.item} onClose={() => setEditing({ open: false })} />
    </>
  );
}
