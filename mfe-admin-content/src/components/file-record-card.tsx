import type { ReactNode } from 'react';
import { Button, Card, Space, Typography } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { formatLongDate } from '@diet/contracts/dates';
import { en } from '../i18n/en';
import { DownloadLink } from '@diet/admin-ui/download-link';

/** A card for a downloadable record (an exam result, a study material): badge, details, actions. */
export function FileRecordCard(props: {
  testId: string;
  title: string;
  badge: ReactNode;
  details: string;
  dateLabel: string;
  date: string;
  file: string;
  fileName?: string | null;
  downloadLabel: string;
  /** Names the record in the buttons' accessible names. */
  itemLabel: string;
  onEdit: () => void;
  /** Absent for a role that may not delete: no delete button then. */
  onDelete?: () => void;
}) {
  return (
    <Card data-testid={props.testId}>
      <Space style={{ width: '100%', justifyContent: 'space-between' }} align="start">
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {props.title}
        </Typography.Title>
        {props.badge}
      </Space>
      <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{props.details}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
        {props.dateLabel} {formatLongDate(props.date.slice(0, 10))}
      </Typography.Paragraph>
      <Space wrap>
        <DownloadLink file={props.file} fileName={props.fileName} label={props.downloadLabel} />
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={`${en.common.edit} ${props.itemLabel}`}
          onClick={props.onEdit}
        >
          {en.common.edit}
        </Button>
        {props.onDelete ? (
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${en.common.delete} ${props.itemLabel}`}
            onClick={props.onDelete}
          >
            {en.common.delete}
          </Button>
        ) : null}
      </Space>
    </Card>
  );
}
