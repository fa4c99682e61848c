import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from '@diet/frontend-core/toast';
import { json, renderInShell } from '../../test/render';
import { NewsletterPage } from './newsletter-page';

const fetchMock = jest.fn();
const LONG = `${'a'.repeat(130)} the end`;
const RECENT = [
  { id: 'n1', createdAt: '2024-03-05T10:00:00Z', subject: 'March News', content: LONG, recipientCount: 42 },
];
let subscribeAnswer: () => Response | Promise<Response>;
let recentFails = false;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  recentFails = false;
  subscribeAnswer = () => json({ success: true, data: null }, 201);
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site')
      return json({ success: true, data: { instituteShortName: 'DIET', newsletterBenefits: ['Exam dates first'] } });
    if (url.pathname === '/api/newsletter/subscribe') return subscribeAnswer();
    if (url.pathname === '/api/newsletter/recent')
      return recentFails
        ? json({ success: false, statusCode: 500, error: 'x', message: 'x' }, 500)
        : json({ success: true, data: RECENT });
    if (url.pathname === '/api/newsletter/campaigns/n1')
      return json({ success: true, data: { ...RECENT[0], content: `${LONG} FULL TEXT` } });
    return json({ success: true, data: [] });
  });
});

const ui = (
  <>
    <NewsletterPage />
    <ToastContainer />
  </>
);

async function fill() {
  await userEvent.type(screen.getByLabelText('Full Name'), 'Ravi');
  await userEvent.type(screen.getByLabelText('Email Address'), 'ravi@example.org');
  await userEvent.selectOptions(screen.getByLabelText('I am a'), 'Teacher');
}

describe('newsletter page', () => {
  it('shows the claims, benefits and recent newsletters with a 120-character excerpt and the recipient count', async () => {
    renderInShell(ui, '/newsletter');
    expect(await screen.findByText('March News')).toBeInTheDocument();
    expect(screen.getByText(`${'a'.repeat(120)}...`)).toBeInTheDocument();
    expect(screen.getByText('Sent to 42 subscribers')).toBeInTheDocument();
    expect(screen.queryByText(/@/)).not.toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
    expect(await screen.findByText('Exam dates first')).toBeInTheDocument();
  });

  it('Read full opens the whole newsletter, Esc closes it', async () => {
    renderInShell(ui, '/newsletter');
    await userEvent.click(await screen.findByRole('button', { name: 'Read full: March News' }));
    const dialog = screen.getByRole('dialog', { name: 'March News' });
    expect(await within(dialog).findByText(/FULL TEXT/)).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says there are none, or offers a retry when the list fails', async () => {
    recentFails = true;
    renderInShell(ui, '/newsletter');
    const alert = await screen.findByRole('alert');
    recentFails = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('March News')).toBeInTheDocument();
  });

  it('checks the form, shows Subscribing..., toasts success and resets', async () => {
    let release!: () => void;
    subscribeAnswer = () =>
      new Promise((resolve) => {
        release = () => resolve(json({ success: true, data: null }, 201));
      });
    renderInShell(ui, '/newsletter');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    for (const text of ['Name is required', 'Email is required', 'Please select your type'])
      expect(screen.getByText(text)).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Successfully subscribed to our newsletter!')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('tells an already subscribed address so plainly, and an HTTP error with the server text, keeping values', async () => {
    subscribeAnswer = () =>
      json(
        {
          success: false,
          statusCode: 409,
          error: 'This email address is already subscribed to our newsletter.',
          message: 'x',
        },
        409,
      );
    renderInShell(ui, '/newsletter');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    const info = await screen.findByText('This email address is already subscribed to our newsletter.');
    expect(info.closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi');

    subscribeAnswer = () => json({ success: false, statusCode: 500, error: 'Mail store down', message: 'x' }, 500);
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Mail store down')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveValue('Ravi');

    subscribeAnswer = () => Promise.reject(new TypeError('offline'));
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByText('An unexpected error occurred. Please try again later.')).toBeInTheDocument(),
    );
  });
});
