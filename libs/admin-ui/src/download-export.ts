import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { API_BASE_URL } from '@diet/frontend-core/base-query';

/**
 * GET /api/admin/<path>/export (a definition's `export`) with the bearer token, saved under the
 * definition's file name. A plain link cannot carry the token, so the file is fetched and handed
 * to the browser as a blob.
 */
export async function downloadExport(definition: ContentTypeDefinition, token: string | null): Promise<void> {
  if (!definition.export) throw new Error(`${definition.name} has no export`);
  await downloadWithToken(`/admin/${definition.path}/export`, definition.export.fileName, token);
}

/** GET <API>/<path> with the bearer token, saved as `fileName` (a CSV import's template too). */
export async function downloadWithToken(path: string, fileName: string, token: string | null): Promise<void> {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Download failed with ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
