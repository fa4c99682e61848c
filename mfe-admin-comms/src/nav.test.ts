import nav from './nav';

it('offers Newsletter, Notices (from its content type), Events, Messages, Accounts, Audit log and My account in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Events', 'events'],
    ['Messages', 'messages'],
    ['Accounts', 'accounts'],
    ['Audit log', 'audit'],
    ['My account', 'my-account'],
  ]);
});
