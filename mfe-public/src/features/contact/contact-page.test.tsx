import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from '@diet/frontend-core/toast';
import { json, renderInShell } from '../../test/render';
import { CONTACT_TRACKING_MESSAGES } from '@diet/contracts/contact-tracking';
import { VALIDATION } from '@diet/contracts/messages';
import { ContactPage } from './contact-page';

const fetchMock = jest.fn();
const NOT_FOUND = CONTACT_TRACKING_MESSAGES.notFound;
const site = {
  instituteShortName: 'DIET',
  address: {
    lines: ['Main Road', 'Faridkot'],
    pin: '151203',
    mapUrl: 'https://maps.example/x',
    mapEmbedUrl: 'https://maps.example/embed',
  },
  phone: '01639-250000',
  email: 'info@example.org',
  officeHours: 'Monday-Friday 9:00 AM-5:00 PM',
};
let contactAnswer: () => Response;
let release: (() => void) | null = null;
let trackAnswer: (url: URL) => Response;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  contactAnswer = () =>
    json({ success: true, data: { success: true, reference: 'DIET-2026-000042' }, message: 'ok' }, 201);
  trackAnswer = () => json({ success: false, statusCode: 404, error: NOT_FOUND, message: NOT_FOUND, details: {} }, 404);
  fetchMock.mockImplementation(async (request: Request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/site') return json({ success: true, data: site });
    if (url.pathname.startsWith('/api/contact/')) return trackAnswer(url);
    if (url.pathname === '/api/contact') {
      if (release === null) return contactAnswer();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return contactAnswer();
    }
    return json({ success: true, data: [] });
  });
});

function ui() {
  return (
    <>
      <ContactPage />
      <ToastContainer />
    </>
  );
}

async function fill() {
  await userEvent.type(screen.getByLabelText('Your Name'), 'Asha');
  await userEvent.type(screen.getByLabelText('Email Address'), 'asha@example.org');
  await userEvent.selectOptions(screen.getByLabelText('Subject'), 'general');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello there');
}

describe('contact page', () => {
  it('shows every message of SPEC.md section 5 on an empty submit and makes no call', async () => {
    renderInShell(ui(), '/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const text of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await userEvent.type(screen.getByLabelText('Email Address'), 'nope');
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([r]) => new URL((r as Request).url).pathname === '/api/contact')).toBe(false);
  });

  it('sends, shows Sending..., toasts success and resets the form', async () => {
    release = () => undefined;
    renderInShell(ui(), '/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    release!();
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('');
    expect(screen.getByText('DIET-2026-000042')).toBeInTheDocument();
    const call = fetchMock.mock.calls
      .map(([r]) => r as Request)
      .find((r) => new URL(r.url).pathname === '/api/contact')!;
    expect(call.method).toBe('POST');
    expect(await call.json()).toEqual({
      name: 'Asha',
      email: 'asha@example.org',
      subject: 'general',
      message: 'Hello there',
      website: '',
    });
    release = null;
  });

  it('keeps the values and toasts the failure when sending fails', async () => {
    release = null;
    contactAnswer = () => json({ success: false, statusCode: 500, error: 'boom', message: 'boom' }, 500);
    renderInShell(ui(), '/contact');
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your Name')).toHaveValue('Asha');
  });

  it('preselects the Diksha subject from ?subject=diksha and shows tel:, mailto: and the map', async () => {
    renderInShell(ui(), '/contact?subject=diksha');
    expect(screen.getByLabelText('Subject')).toHaveValue('diksha');
    expect(await screen.findByRole('link', { name: 'info@example.org' })).toHaveAttribute(
      'href',
      'mailto:info@example.org',
    );
    expect(screen.getByRole('link', { name: '01639-250000' })).toHaveAttribute('href', 'tel:01639250000');
    expect(screen.getByText('Monday-Friday 9:00 AM-5:00 PM')).toBeInTheDocument();
    expect(screen.getByTitle('Map showing the location of the institute')).toHaveAttribute(
      'src',
      'https://maps.example/embed',
    );
    expect(screen.getByRole('link', { name: 'View on a larger map' })).toHaveAttribute(
      'href',
      'https://maps.example/x',
    );
    await waitFor(() => expect(document.title).toBe('Contact Us | DIET'));
  });

  describe('track your message', () => {
    const track = () => userEvent.click(screen.getByRole('button', { name: 'Track' }));

    it('says what is wrong with the reference and the e-mail, and asks nothing', async () => {
      renderInShell(ui(), '/contact');
      await track();
      expect(screen.getByText(CONTACT_TRACKING_MESSAGES.referenceRequired)).toBeInTheDocument();
      expect(screen.getAllByText(VALIDATION.emailRequired)).toHaveLength(1);
      await userEvent.type(screen.getByLabelText('Reference'), 'DIET-26-1');
      await userEvent.type(screen.getByLabelText('Your e-mail address'), 'asha@example');
      expect(screen.getByText(CONTACT_TRACKING_MESSAGES.referenceInvalid)).toBeInTheDocument();
      expect(screen.getByText(VALIDATION.emailInvalid)).toBeInTheDocument();
      expect(fetchMock.mock.calls.some(([r]) => new URL((r as Request).url).pathname.startsWith('/api/contact/'))).toBe(
        false,
      );
    });

    it('shows the status, date and reply of a message, the reference filled in from the mailed link', async () => {
      trackAnswer = (url) =>
        json({
          success: true,
          data: {
            reference: decodeURIComponent(url.pathname.split('/').pop()!),
            status: 'resolved',
            updatedAt: '2026-03-05T10:00:00.000Z',
            reply: 'Your certificate was posted.',
          },
        });
      renderInShell(ui(), '/contact?reference=DIET-2026-000042');
      expect(screen.getByLabelText('Reference')).toHaveValue('DIET-2026-000042');
      await userEvent.type(screen.getByLabelText('Your e-mail address'), 'asha@example.org');
      await track();
      const outcome = await screen.findByLabelText('DIET-2026-000042');
      expect(outcome).toHaveTextContent('Resolved');
      expect(outcome).toHaveTextContent('5 March 2026');
      expect(outcome).toHaveTextContent('Your certificate was posted.');
      const call = fetchMock.mock.calls
        .map(([r]) => new URL((r as Request).url))
        .find((u) => u.pathname.startsWith('/api/contact/'))!;
      expect(call.searchParams.get('email')).toBe('asha@example.org');
    });

    it('says clearly when no message has that reference and e-mail, keeping what was typed', async () => {
      renderInShell(ui(), '/contact');
      await userEvent.type(screen.getByLabelText('Reference'), 'diet-2026-000007');
      await userEvent.type(screen.getByLabelText('Your e-mail address'), 'asha@example.org');
      await track();
      expect(await screen.findByRole('alert')).toHaveTextContent(NOT_FOUND);
      expect(screen.getByLabelText('Reference')).toHaveValue('diet-2026-000007');
    });
  });
});
