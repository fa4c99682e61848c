import { Card, Typography } from 'antd';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { en } from '../i18n/en';

/** A screen that only names itself, until its issue builds it (allowed by the foundation issue). */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <Card>
      <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{en.placeholder.note}</Typography.Paragraph>
    </Card>
  );
}
