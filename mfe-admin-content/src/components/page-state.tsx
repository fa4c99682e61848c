import { Spin, Typography } from 'antd';

/** The loading indicator every screen shows while its list loads. */
export function LoadingBlock({ text }: { text: string }) {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} role="status">
      <Spin />
      <Typography.Paragraph style={{ marginTop: 12 }}>{text}</Typography.Paragraph>
    </div>
  );
}
