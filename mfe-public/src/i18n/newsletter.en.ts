import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const newsletter = {
  heroText: 'News of admissions, results, workshops and events, straight to your inbox.',
  formTitle: 'Subscribe to our Newsletter',
  name: 'Full Name',
  email: 'Email Address',
  type: 'I am a',
  chooseType: 'Select your type',
  website: 'Website',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing...',
  benefitsTitle: 'Why subscribe?',
  claims: [
    { value: '500+', label: 'Subscribers' },
    { value: 'Monthly', label: 'Updates' },
  ],
  claimsLabel: 'The newsletter in figures',
  recentTitle: 'Recent Newsletters',
  recentEmpty: 'No recent newsletters available.',
  loading: 'Loading newsletters...',
  loadError: 'We could not load the recent newsletters.',
  sentTo: (n: number) => `Sent to ${counted(n, { one: 'subscriber', other: 'subscribers' })}`,
  readFull: 'Read full',
  readFullOf: (subject: string) => `Read full: ${subject}`,
  closeNewsletter: 'Close the newsletter',
  notFound: 'This newsletter could not be found.',
};
