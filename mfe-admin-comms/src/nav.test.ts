import nav from './nav';

it('offers Newsletter, the content types (notices, tenders with their documents and corrigenda, events, RTI), Messages, Accounts, Audit log and My account in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Tenders', 'tenders'],
    ['Tender Documents', 'tender-documents'],
    ['Corrigenda', 'tender-corrigenda'],
    ['Events', 'events'],
    ['RTI Disclosures', 'rti'],
    ['RTI Officers', 'rti-officers'],
    ['Messages', 'messages'],
    ['Accounts', 'accounts'],
    ['Audit log', 'audit'],
    ['My account', 'my-account'],
  ]);
});

it('names the permission each entry needs: messages, the newsletter and accounts are not for every role', () => {
  expect(Object.fromEntries(nav.map((item) => [item.path, item.permission]))).toEqual({
    newsletter: 'newsletter',
    notices: 'contentRead',
    events: 'contentRead',
    messages: 'messages',
    accounts: 'accounts',
    audit: 'audit',
    'my-account': 'ownAccount',
  });
});
