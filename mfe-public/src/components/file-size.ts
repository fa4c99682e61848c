import { fileFormat } from '@diet/contracts/file-kinds';

/** '2.4 MB' / '350 KB': downloads show their size (ARCHITECTURE.md section 9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * 'PDF, 2.4 MB'; only '2.4 MB' beside a label that names the kind already ('Download PDF',
 * 'PDF ਡਾਊਨਲੋਡ ਕਰੋ'), so the button says PDF once (issue 39 item 9).
 */
export function fileLabel(
  type: string | null | undefined,
  name: string | null | undefined,
  bytes: number | null | undefined,
  label = '',
): string {
  const kind = fileFormat(type, name);
  const named =
    kind !== '' &&
    label
      .toUpperCase()
      .split(/[\s(),]+/)
      .includes(kind);
  return [named ? '' : kind, formatFileSize(bytes)].filter(Boolean).join(', ');
}
