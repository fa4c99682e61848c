import { Button, Space, Typography } from 'antd';
import PlusOutlined from '@ant-design/icons/PlusOutlined';

import type { ReactNode } from 'react';

/** The heading of a management screen with its primary 'Add …' button (none without `onAdd`), and any other actions (`extra`). */
export function PageHeader({
  title,
  addLabel,
  onAdd,
  extra,
}: {
  title: string;
  addLabel: string;
  onAdd?: () => void;
  extra?: ReactNode;
}) {
  return (
    <Space style={{ width: '100%', justifyContent: 'space-between', flexWrap: 'wrap', marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 26, margin: 0 }}>
        {title}
      </Typography.Title>
      <Space wrap>
        {extra}
        {onAdd ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>
            {addLabel}
          </Button>
        ) : null}
      </Space>
    </Space>
  );
}
