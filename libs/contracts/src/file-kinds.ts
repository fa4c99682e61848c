/** The kinds of file an upload may be, decided by the file's first bytes (ARCHITECTURE.md section 3). */
export const FILE_KINDS = ['pdf', 'jpeg', 'png', 'doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'odt', 'mp4'] as const;
export type FileKind = (typeof FILE_KINDS)[number];

export interface FileKindType {
  /** The media type it is stored and served as. */
  mime: string;
  /** The extension of the stored file. */
  ext: string;
  /** The extensions a truthful original name may have (the upload field's `accept`). */
  names: readonly string[];
}

export const FILE_KIND_TYPES: Record<FileKind, FileKindType> = {
  pdf: { mime: 'application/pdf', ext: 'pdf', names: ['pdf'] },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', names: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  png: { mime: 'image/png', ext: 'png', names: ['png'] },
  doc: { mime: 'application/msword', ext: 'doc', names: ['doc'] },
  docx: {
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ext: 'docx',
    names: ['docx'],
  },
  ppt: { mime: 'application/vnd.ms-powerpoint', ext: 'ppt', names: ['ppt', 'pps'] },
  pptx: {
    mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ext: 'pptx',
    names: ['pptx', 'ppsx'],
  },
  xls: { mime: 'application/vnd.ms-excel', ext: 'xls', names: ['xls'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx', names: ['xlsx'] },
  odt: { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt', names: ['odt'] },
  mp4: { mime: 'video/mp4', ext: 'mp4', names: ['mp4', 'm4v'] },
};

/**
 * A file's format as a visitor reads it beside its link ('PDF', 'DOCX'; GIGW 3.0): from its stored
 * media type, else its name's extension; '' when neither tells.
 */
export function fileFormat(type: string | null | undefined, name?: string | null): string {
  const kind = FILE_KINDS.find((k) => FILE_KIND_TYPES[k].mime === type);
  if (kind) return kind.toUpperCase();
  const base = name?.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  if (dot > 0) return base.slice(dot + 1).toUpperCase();
  return type?.split('/').pop()?.toUpperCase() ?? '';
}
