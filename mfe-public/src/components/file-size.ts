/** '2.4 MB' / '350 KB': downloads show their size (ARCHITECTURE.md section 9). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (!bytes || bytes < 0) return '';
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 'PDF' from a MIME type or a file name. */
export function fileKind(type: string | null | undefined, name?: string | null): string {
  const ext = name?.split('.').pop();
  if (ext && ext !== name) return ext.toUpperCase();
  const sub = type?.split('/').pop() ?? '';
  return sub.toUpperCase();
}

/** 'PDF, 2.4 MB' */
export function fileLabel(type: string | null | undefined, name: string | null | undefined, bytes: number | null | undefined): string {
  return [fileKind(type, name), formatFileSize(bytes)].filter(Boolean).join(', ');
}
