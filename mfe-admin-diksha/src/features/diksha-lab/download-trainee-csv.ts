import { API_BASE_URL } from '@diet/frontend-core/base-query';

/**
 * GET /api/admin/diksha-lab/trainee/export with the bearer token, saved as a file. A plain link
 * cannot carry the token, so the file is fetched and handed to the browser as a blob.
 */
export async function downloadTraineeCsv(token: string | null, fileName: string): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/admin/diksha-lab/trainee/export`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(`Export failed with ${response.status}`);
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
