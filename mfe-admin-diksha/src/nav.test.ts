import nav from './nav';

it('offers Diksha Lab in the admin menu', () => {
  expect(nav).toEqual([expect.objectContaining({ label: 'Diksha Lab', path: 'diksha-lab' })]);
});
