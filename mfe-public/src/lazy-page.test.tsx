import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPage } from './lazy-page';

const Card = () => <p>The card</p>;

describe('a lazy page or part', () => {
  it('is drawn at once where its chunk is already here, never behind the fallback for a moment', async () => {
    const part = lazyPage(async () => Card);
    await part.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    // In the same render: nothing to wait for.
    expect(screen.getByText('The card')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends while its chunk is on the way, then is drawn; a failed load is tried again next time', async () => {
    let attempts = 0;
    const part = lazyPage(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return Card;
    });
    await expect(part.preload()).rejects.toThrow('offline');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <part.Component />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The card')).toBeInTheDocument();
    expect(attempts).toBe(2);
  });
});
