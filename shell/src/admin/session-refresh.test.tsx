import { waitFor } from '@testing-library/react';
import { BACKGROUND_CALL_HEADER } from '@diet/contracts/api';
import { writeStoredSession } from '@diet/frontend-core/session-storage';
import { envelope, renderWithApp } from '../test/render';
import { useListTotal, useSessionRefresh } from './session-refresh';

function Probe() {
  useSessionRefresh();
  useListTotal('admin/review-queue');
  return null;
}

describe('session refresh', () => {
  beforeEach(() => localStorage.clear());

  it("marks its timed re-reads as the back office's, so they do not keep an idle session alive", async () => {
    const user = { id: 'u1', email: 'editor@example.org', name: 'Editor', role: 'editor' as const };
    writeStoredSession({ token: 'tok', user });
    const seen: Request[] = [];
    global.fetch = jest.fn(async (request: Request) => {
      seen.push(request);
      return envelope(request.url.includes('auth/account') ? user : []);
    }) as unknown as typeof fetch;
    renderWithApp(<Probe />, { adminProbe: false });
    await waitFor(() => expect(seen).toHaveLength(2));
    for (const request of seen) expect(request.headers.get(BACKGROUND_CALL_HEADER)).toBe('1');
  });
});
