/** The directory (/directory, GIGW 3.0 and ARCHITECTURE 12.3): who's who and the telephone directory, in English. */
export const directory = {
  heroText: "Who's who at the institute, with the office's and each member of staff's telephone and e-mail.",
  officeTitle: 'Office',
  phone: 'Telephone',
  email: 'E-mail',
  hours: 'Office hours',
  staffTitle: "Who's who",
  tableCaption: 'Staff of the institute, with their designations, qualifications, subjects and contacts',
  columns: ['Name', 'Designation', 'Qualification', 'Subject', 'Telephone', 'E-mail'],
  loading: 'Loading the directory...',
  loadError: 'We could not load the directory.',
  none: 'The directory is being prepared.',
};
