import nav from './nav';

it('offers Newsletter, the content types (notices, tenders with their documents and corrigenda, events, RTI, site pages, the header emblem and logo, the site settings), Messages, Accounts, Security policy, Compliance, Audit log, Scheduled jobs and My account in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Tenders', 'tenders'],
    ['Tender Documents', 'tender-documents'],
    ['Corrigenda', 'tender-corrigenda'],
    ['Events', 'events'],
    ['RTI Disclosures', 'rti'],
    ['Site pages', 'site-pages'],
    ['RTI Officers', 'rti-officers'],
    ['Emblem and logo', 'site-emblems'],
    ['Site settings', 'site-settings'],
    ['Messages', 'messages'],
    ['Accounts', 'accounts'],
    ['Security policy', 'security-policy'],
    ['Compliance', 'compliance'],
    ['Audit log', 'audit'],
    ['Scheduled jobs', 'jobs'],
    ['My account', 'my-account'],
  ]);
});

it('names the permission each entry needs: messages, the newsletter and accounts are not for every role', () => {
  const own: Record<string, string> = {
    newsletter: 'newsletter',
    messages: 'messages',
    accounts: 'accounts',
    'security-policy': 'accounts',
    compliance: 'compliance',
    audit: 'audit',
    jobs: 'jobs',
    'my-account': 'ownAccount',
  };
  // Every other entry is a content type's screen, open to whoever may read content.
  expect(Object.fromEntries(nav.map((item) => [item.path, item.permission]))).toEqual(
    Object.fromEntries(nav.map((item) => [item.path, own[item.path] ?? 'contentRead'])),
  );
  expect(nav.filter((item) => own[item.path]).map((item) => item.path)).toEqual([
    'newsletter',
    'messages',
    'accounts',
    'security-policy',
    'compliance',
    'audit',
    'jobs',
    'my-account',
  ]);
});
