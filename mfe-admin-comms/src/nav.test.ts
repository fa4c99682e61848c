import nav from './nav';

it('offers Newsletter, Notices (from its content type), Events and Messages in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Notices', 'notices'],
    ['Events', 'events'],
    ['Messages', 'messages'],
  ]);
});
