import nav from './nav';

it('offers the dashboard and the content screens in the admin menu', () => {
  expect(nav.map((item) => item.label)).toEqual([
    'Dashboard',
    'Review queue',
    'Staff',
    'Gallery',
    'Research',
    'Library',
    'Results',
    'Study Material',
    'Downloads',
    'Admissions',
    'Admission Phases',
    'Trash',
  ]);
  expect(nav.find((item) => item.label === 'Study Material')?.path).toBe('study-material');
});
