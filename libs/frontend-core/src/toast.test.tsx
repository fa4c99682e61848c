import { act, render, screen } from '@testing-library/react';
import { TOAST_SECONDS } from '@diet/contracts/limits';
import { ToastContainer, showToast } from './toast';

describe('public toast', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success toast politely and removes it after 4 seconds', () => {
    render(<ToastContainer />);
    act(() => void showToast('Message sent successfully!', 'success'));
    expect(screen.getByRole('status')).toHaveTextContent('Message sent successfully!');
    act(() => jest.advanceTimersByTime(TOAST_SECONDS * 1000 - 1));
    expect(screen.queryByRole('status')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces errors at once (role=alert) and can be closed by hand', () => {
    render(<ToastContainer closeLabel="Close" />);
    act(() => void showToast('Failed to send message. Please try again.', 'error'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to send message');
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
