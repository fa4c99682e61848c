import { API_BASE_URL } from '@diet/frontend-core/base-query';

/** A download the API refused: its status (401 when the bearer has expired). */
export class DownloadFailed extends Error {
  constructor(readonly status: number) {
    super(`Download failed with ${status}`);
  }
}

/**
 * GET <API>/<path> with the bearer token, saved as `fileName`. A plain link cannot carry the token,
 * so the file is fetched and handed to the browser as a blob.
 */
export async function downloadWithToken(path: string, fileName: string, token: string | null): Promise<void> {
  const response = await fetch(`${API_BASE_URL}${path}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new DownloadFailed(response.status);
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
