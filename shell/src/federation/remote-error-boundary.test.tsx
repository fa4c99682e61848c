import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REMOTE_UNAVAILABLE } from '@diet/contracts/toasts';
import { RemoteErrorBoundary } from './remote-error-boundary';

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('ChunkLoadError: Loading chunk 42 failed');
  return <p>Remote content</p>;
}

function Harness() {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteErrorBoundary onRetry={() => setAttempt(attempt + 1)}>
      <Flaky key={attempt} />
    </RemoteErrorBoundary>
  );
}

describe('remote error boundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a failing remote inside its area and shows the unavailable panel', () => {
    shouldThrow = true;
    render(
      <div>
        <p>Header still here</p>
        <Harness />
      </div>,
    );
    expect(screen.getByRole('heading', { name: REMOTE_UNAVAILABLE.title })).toBeInTheDocument();
    expect(screen.getByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByText('Header still here')).toBeInTheDocument();
  });

  it('renders the remote again when "Try again" is pressed and it works now', async () => {
    shouldThrow = true;
    render(<Harness />);
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: REMOTE_UNAVAILABLE.retry }));
    expect(screen.getByText('Remote content')).toBeInTheDocument();
    expect(screen.queryByText(REMOTE_UNAVAILABLE.title)).not.toBeInTheDocument();
  });
});
