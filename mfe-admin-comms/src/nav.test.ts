import nav from './nav';

it('offers Newsletter, Events and Messages in the admin menu', () => {
  expect(nav.map((item) => [item.label, item.path])).toEqual([
    ['Newsletter', 'newsletter'],
    ['Events', 'events'],
    ['Messages', 'messages'],
  ]);
});
