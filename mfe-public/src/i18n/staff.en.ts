/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const staff = {
  heroText: 'Meet the faculty who prepare the teachers of tomorrow.',
  membersTitle: 'Our Faculty',
  empty: 'No staff information available at the moment.',
  loading: 'Loading staff...',
  loadError: 'We could not load the staff list.',
  phone: 'Phone',
  email: 'E-mail',
  photoAlt: (name: string) => `Photo of ${name}`,
  departmentsTitle: 'Departments',
  departments: [
    'Educational Administration',
    'Mathematics Education',
    'Science Education',
    'Language Education',
    'Social Studies',
    'Arts Education',
  ],
  principalTitle: "Principal's Message",
  statsLabel: 'The faculty in figures',
  stats: [
    { value: '11+', label: 'Faculty Members' },
    { value: '35+', label: 'Years Experience' },
    { value: '100+', label: 'Research Papers' },
    { value: '70+', label: 'Number of students' },
  ],
};
