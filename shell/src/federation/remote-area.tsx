import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { RemoteName } from '@diet/contracts/api';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { REMOTE_UNAVAILABLE } from '@diet/contracts/remote-unavailable';
import { forgetFailedRemote } from './federation';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteRetryContext, RemoteTextsContext, type RemoteUnavailableTexts } from './remote-retry-context';
import { forgetRemoteComponent, remoteComponent } from './remote-component';

interface Props {
  remote: RemoteName;
  /** The exposed module rendering the area; './routes' for every area today. */
  expose?: string;
  /** What shows while the remote's code arrives (marked as a loading placeholder here: the splash waits for it to go). */
  loading: ReactNode;
  /** The unavailable panel's texts in the page's language (default: English, the back office's). */
  unavailable?: RemoteUnavailableTexts;
}

/**
 * One remote's area of the page: Suspense while it loads, the unavailable panel if it cannot, and
 * a retry that forgets the failure and loads it again.
 */
export function RemoteArea({ remote, expose = 'routes', loading, unavailable = REMOTE_UNAVAILABLE }: Props) {
  const id = `${remote}/${expose.replace(/^\.\//, '')}` as const;
  const [, setAttempt] = useState(0);

  const retry = useCallback(() => {
    forgetFailedRemote(remote);
    forgetRemoteComponent(id);
    setAttempt((attempt) => attempt + 1);
  }, [remote, id]);

  const Area = remoteComponent(id);
  return (
    <RemoteTextsContext.Provider value={unavailable}>
      <RemoteRetryContext.Provider value={retry}>
        <RemoteErrorBoundary onRetry={retry}>
          <Suspense
            fallback={
              <div style={{ display: 'contents' }} {...LOADING_PLACEHOLDER}>
                {loading}
              </div>
            }
          >
            <Area />
          </Suspense>
        </RemoteErrorBoundary>
      </RemoteRetryContext.Provider>
    </RemoteTextsContext.Provider>
  );
}
