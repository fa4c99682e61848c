import { Button, Card, Image, Tag, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { gallery as definition, type GalleryRecord } from '@diet/contracts/content-types/gallery';
import { TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/contracts/dates';
import { ContentCards } from '@diet/admin-ui/content-cards';
import { contentEndpoints } from '../../api/admin-content-api';
import { en } from '../../i18n/en';

const t = en.gallery;

/**
 * Gallery Management: image cards (4 columns on large screens) paged on the server, a full-screen
 * preview on click that pages through the images on screen; the form, its rules and the delete
 * come from the gallery definition.
 */
export function GalleryPage() {
  return (
    <Image.PreviewGroup>
      <ContentCards<GalleryRecord>
        definition={definition}
        endpoints={contentEndpoints}
        texts={{ loading: t.loading, empty: t.empty, loadError: TOASTS.galleryFetchFailure }}
        column={{ xs: 24, sm: 12, lg: 6 }}
        card={(item, actions) => (
          <Card
            data-testid="gallery-card"
            cover={
              <Image
                src={item.imageThumb ?? item.image}
                preview={{ src: item.imageLarge ?? item.image }}
                alt={item.title}
                style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            }
            actions={[
              <Button
                key="edit"
                type="text"
                icon={<EditOutlined />}
                aria-label={`${en.common.edit} ${item.title}`}
                title={en.common.edit}
                onClick={actions.edit}
              />,
              ...(actions.remove
                ? [
                    <Button
                      key="delete"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`${en.common.delete} ${item.title}`}
                      title={en.common.delete}
                      onClick={actions.remove}
                    />,
                  ]
                : []),
            ]}
          >
            <Tag color="blue">{item.category}</Tag>
            <Typography.Title level={2} style={{ fontSize: 16, margin: '8px 0 4px' }}>
              {item.title}
            </Typography.Title>
            <Typography.Text type="secondary">{formatLongDate(item.date.slice(0, 10))}</Typography.Text>
          </Card>
        )}
      />
    </Image.PreviewGroup>
  );
}
