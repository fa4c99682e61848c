import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { downloadWithToken } from '@diet/frontend-core/download-with-token';

/**
 * GET /api/admin/<path>/export (a definition's `export`) with the bearer token, saved under the
 * definition's file name. A plain link cannot carry the token, so the file is fetched and handed
 * to the browser as a blob.
 */
export async function downloadExport(definition: ContentTypeDefinition, token: string | null): Promise<void> {
  if (!definition.export) throw new Error(`${definition.name} has no export`);
  await downloadWithToken(`/admin/${definition.path}/export`, definition.export.fileName, token);
}
