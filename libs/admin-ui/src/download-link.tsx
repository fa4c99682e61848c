import { Typography } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';

/** The file URL with the download flag, so the browser saves it under its original name. */
export function downloadUrl(file: string): string {
  return `${file}${file.includes('?') ? '&' : '?'}download=1`;
}

export function DownloadLink({ file, fileName, label }: { file: string; fileName?: string | null; label: string }) {
  return (
    <Typography.Link href={downloadUrl(file)} download={fileName ?? true}>
      <DownloadOutlined /> {label}
    </Typography.Link>
  );
}
