import nav from './nav';

it('offers Newsletter, Notices (from its content type), Events, Messages, Accounts and My account in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Events', 'events'],
    ['Messages', 'messages'],
    ['Accounts', 'accounts'],
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
    'my-account': 'ownAccount',
  });
});
