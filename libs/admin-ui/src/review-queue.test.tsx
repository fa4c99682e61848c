import { App } from 'antd';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SESSION_KEYS } from '@diet/contracts/api';
import type { ReviewItem } from '@diet/contracts/publishing';
import { ReviewQueueScreen } from './review-queue';
import { contentEndpointsForTest, json, renderInShell } from './test-render';

const endpoints = contentEndpointsForTest('reviewQueueTestApi');

jest.setTimeout(60_000);
const fetchMock = jest.fn();
const waiting: ReviewItem[] = [
  {
    type: 'notices',
    record: 'notices',
    screen: 'notices',
    typeLabel: 'Notice',
    id: 'n-1',
    title: 'Holiday on Friday',
    publishAt: null,
    updatedAt: '2026-11-27T09:00:00.000Z',
    submittedBy: 'A contributor',
    submittedAt: '2026-11-27T09:00:00.000Z',
  },
  {
    type: 'site-settings',
    record: 'site-settings',
    screen: 'site-settings',
    typeLabel: 'Site settings',
    id: 'site-settings',
    singleton: true,
    title: 'Site settings',
    publishAt: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
    submittedBy: 'A contributor',
    submittedAt: '2026-11-27T10:00:00.000Z',
  },
];
const posted = () => fetchMock.mock.calls.map(([r]) => r as Request).filter((r) => r.method === 'POST');

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  localStorage.setItem(SESSION_KEYS.token, 'tok');
  localStorage.setItem(SESSION_KEYS.user, JSON.stringify({ id: '1', email: 'e@b.cd', name: 'E', role: 'editor' }));
  // A write answers after a moment, as over a network: the row's buttons show their spinner meanwhile.
  fetchMock.mockImplementation(async (request: Request) =>
    request.method === 'POST'
      ? new Promise((done) => setTimeout(done, 300)).then(() =>
          json({ success: true, data: {}, message: 'Published successfully!' }),
        )
      : json({ success: true, data: waiting }),
  );
});

const rowOf = async (title: string) => (await screen.findByRole('link', { name: title })).closest('tr')!;

it("lists the site settings waiting in review beside list items, published or sent back by the singleton's own routes", async () => {
  renderInShell(
    <App>
      <ReviewQueueScreen endpoints={endpoints} />
    </App>,
    '/admin/review',
  );
  const notice = within(await rowOf('Holiday on Friday'));
  expect(notice.getByRole('button', { name: 'Schedule' })).toBeInTheDocument();

  const settings = within(await rowOf('Site settings'));
  expect(settings.getByRole('link', { name: 'Site settings' })).toHaveAttribute('href', '/admin/site-settings');
  // Published now or sent back: a singleton is never scheduled.
  expect(settings.queryByRole('button', { name: 'Schedule' })).toBeNull();
  expect(settings.getByRole('link', { name: /Preview/ })).toHaveAttribute('href', '/preview/site-settings');
  fireEvent.click(settings.getByRole('button', { name: 'Publish' }));
  await waitFor(() => expect(posted()).toHaveLength(1));
  expect(new URL(posted()[0].url).pathname).toBe('/api/admin/site-settings/publish');

  // While the publish is in flight the row's buttons show antd's spinner, named 'loading' too: wait for it to end.
  fireEvent.click(await within(await rowOf('Site settings')).findByRole('button', { name: 'Send back' }));
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.change(dialog.getByRole('textbox'), { target: { value: 'Say the hours of Saturday too.' } });
  fireEvent.click(dialog.getByRole('button', { name: 'Send back' }));
  await waitFor(() => expect(posted()).toHaveLength(2));
  expect(new URL(posted()[1].url).pathname).toBe('/api/admin/site-settings/send-back');
  expect(await posted()[1].json()).toEqual({ reason: 'Say the hours of Saturday too.' });
});
