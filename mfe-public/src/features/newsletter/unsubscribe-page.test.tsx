import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unsubscribe as UNSUBSCRIBE_PAGE } from '../../i18n/unsubscribe.en';
import { TOASTS } from '@diet/contracts/toasts';
import { json, renderInShell } from '../../test/render';
import { UnsubscribePage } from './unsubscribe-page';

const fetchMock = jest.fn();
/** The calls to the unsubscribe API, as "METHOD /path?query". */
const calls = () =>
  fetchMock.mock.calls
    .map(([r]) => [(r as Request).method, new URL((r as Request).url)] as const)
    .filter(([, url]) => url.pathname === '/api/newsletter/unsubscribe')
    .map(([method, url]) => `${method} ${url.pathname}${url.search}`);

/** The unsubscribe API for one known token; `active` says whether the address still receives mail. */
function server({ active = true, postFails = false } = {}) {
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname !== '/api/newsletter/unsubscribe') return json({ success: true, data: {} });
    if (url.searchParams.get('token') !== 'good')
      return json({ success: false, statusCode: 404, error: 'The requested item was not found.' }, 404);
    if (request.method === 'POST') {
      if (postFails)
        return json(
          { success: false, statusCode: 500, error: 'Something went wrong on our side. Please try again later.' },
          500,
        );
      return json({ success: true, data: { email: 'asha@example.org', active: false }, message: TOASTS.unsubscribed });
    }
    return json({ success: true, data: { email: 'asha@example.org', active } });
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
});

describe('newsletter unsubscribe page', () => {
  it('names the address and unsubscribes only after the confirm button', async () => {
    server();
    renderInShell(<UnsubscribePage />, '/newsletter/unsubscribe?token=good');
    expect(screen.getByRole('heading', { level: 1, name: UNSUBSCRIBE_PAGE.title })).toBeInTheDocument();
    expect(await screen.findByText('asha@example.org')).toBeInTheDocument();
    expect(calls()).toEqual(['GET /api/newsletter/unsubscribe?token=good']);

    await userEvent.click(screen.getByRole('button', { name: UNSUBSCRIBE_PAGE.confirm }));
    expect(await screen.findByRole('heading', { name: UNSUBSCRIBE_PAGE.doneTitle })).toBeInTheDocument();
    expect(screen.getByText(TOASTS.unsubscribed)).toBeInTheDocument();
    // A write names the page's language (its answer speaks it).
    expect(calls()).toContain('POST /api/newsletter/unsubscribe?token=good&lang=en');
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_PAGE.confirm })).not.toBeInTheDocument();
  });

  it('says the link is not valid for an unknown token, without offering the button', async () => {
    server();
    renderInShell(<UnsubscribePage />, '/newsletter/unsubscribe?token=bad');
    expect(await screen.findByRole('heading', { name: UNSUBSCRIBE_PAGE.invalidTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UNSUBSCRIBE_PAGE.backToNewsletter })).toHaveAttribute(
      'href',
      '/newsletter',
    );
    expect(screen.queryByRole('button', { name: UNSUBSCRIBE_PAGE.confirm })).not.toBeInTheDocument();
  });

  it('says the link is not valid without a token, asking the API nothing', async () => {
    server();
    renderInShell(<UnsubscribePage />, '/newsletter/unsubscribe');
    expect(screen.getByRole('heading', { name: UNSUBSCRIBE_PAGE.invalidTitle })).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled()); // the page title's site content
    expect(calls()).toEqual([]);
  });

  it('says so when the address is already unsubscribed', async () => {
    server({ active: false });
    renderInShell(<UnsubscribePage />, '/newsletter/unsubscribe?token=good');
    expect(await screen.findByRole('heading', { name: UNSUBSCRIBE_PAGE.alreadyTitle })).toBeInTheDocument();
    expect(screen.getByText(TOASTS.alreadyUnsubscribed)).toBeInTheDocument();
  });

  it('keeps the button and shows the error when the unsubscribe fails', async () => {
    server({ postFails: true });
    renderInShell(<UnsubscribePage />, '/newsletter/unsubscribe?token=good');
    await userEvent.click(await screen.findByRole('button', { name: UNSUBSCRIBE_PAGE.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again later.',
    );
    expect(screen.getByRole('button', { name: UNSUBSCRIBE_PAGE.confirm })).toBeEnabled();
  });
});
