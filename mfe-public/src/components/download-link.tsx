import { fileLabel } from './file-size';
import styles from './page.module.css';

interface Props {
  file: string;
  fileName?: string | null;
  fileType?: string | null;
  fileSize?: number | null;
  label: string;
  /** What is being downloaded, for screen readers ('Download PDF: B.Ed 1st Year 2024'). */
  context: string;
}

/** `?download=1` makes the API answer as an attachment under the original name (ARCHITECTURE.md section 3). */
export function downloadUrl(file: string): string {
  return `${file}${file.includes('?') ? '&' : '?'}download=1`;
}

/** A download button that shows the file's type and size (ARCHITECTURE.md section 9). */
export function DownloadLink({ file, fileName, fileType, fileSize, label, context }: Props) {
  const details = fileLabel(fileType, fileName, fileSize, label);
  return (
    <a
      className={styles.buttonLink}
      href={downloadUrl(file)}
      download={fileName ?? true}
      aria-label={`${label}: ${context}${details ? ` (${details})` : ''}`}
    >
      {label}
      {details ? ` (${details})` : ''}
    </a>
  );
}

/** The download of an item's file field `field`, with the name, type and size its answer carries beside it. */
export function ItemFileLink({
  item,
  field,
  label,
  context,
}: {
  item: Readonly<Record<string, unknown>>;
  field: string;
  label: string;
  context: string;
}) {
  return (
    <DownloadLink
      file={String(item[field])}
      fileName={item[`${field}Name`] as string | null}
      fileType={item[`${field}Type`] as string | null}
      fileSize={item[`${field}Size`] as number | null}
      label={label}
      context={context}
    />
  );
}
