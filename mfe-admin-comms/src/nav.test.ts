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
