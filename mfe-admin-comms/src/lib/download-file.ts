import { API_BASE_URL } from '@diet/frontend-core/base-query';

/**
 * An admin file (a CSV export) fetched with the bearer token and saved under `fileName`. A plain
 * link cannot carry the token, so the file is handed to the browser as a blob.
 */
export async function downloadFile(path: string, token: string | null, fileName: string): Promise<void> {
  const response = await fetch(`${API_BASE_URL}/${path}`, {
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
