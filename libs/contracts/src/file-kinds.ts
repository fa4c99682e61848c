/** The kinds of file an upload may be, decided by the file's first bytes (ARCHITECTURE.md section 3). */
export const FILE_KINDS = ['pdf', 'jpeg', 'png', 'doc', 'docx', 'ppt', 'pptx', 'mp4'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
