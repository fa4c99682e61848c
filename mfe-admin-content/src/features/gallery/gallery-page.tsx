import { Card, Image, Tag, Typography } from 'antd';
import { gallery as definition, type GalleryRecord } from '@diet/contracts/content-types/gallery';
import { TOASTS } from '@diet/contracts/toasts';
import { formatLongDate } from '@diet/contracts/dates';
import { editDeleteActions } from '@diet/admin-ui/card-actions';
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
            actions={[...editDeleteActions({ name: item.title }, actions)]}
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
