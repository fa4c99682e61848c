/** The NCTE mandatory disclosure (/mandatory-disclosure, ARCHITECTURE.md 12.3), in English. */
export const mandatoryDisclosure = {
  heroText:
    "What the National Council for Teacher Education asks every teacher-education institution to publish, from the institute's own records: recognition, programmes and fees, faculty, staff changes, library and facilities.",
  print: 'Print',
  printedOn: 'Printed on',
  preparedOn: 'Prepared on',
  asOn: 'As on',
  /** The line under a section counted over the last quarter. */
  counted: (on: string, from: string, to: string) => `Counted on ${on}, for the quarter ${from} to ${to}`,
  loading: 'Loading the disclosure...',
  loadError: 'We could not load the disclosure.',
  institute: {
    title: '1. The institution',
    name: 'Name',
    address: 'Address',
    phone: 'Telephone',
    email: 'E-mail',
  },
  recognition: {
    title: '2. Recognition by NCTE',
    order: 'Order number',
    date: 'Date of order',
    body: 'Recognising body',
    notEntered: 'Not yet entered by the office',
  },
  programmes: {
    title: '3. Programmes, intake and fees',
    columns: ['Programme', 'Type', 'Duration', 'Intake (seats)', 'Fees'],
    total: 'Total intake',
    none: 'No programme has been published yet.',
  },
  faculty: {
    title: '4. Faculty',
    columns: ['Photo', 'Name', 'Designation', 'Qualification', 'Subject', 'Date of joining'],
    count: (n: number) => `Members of the faculty: ${n}`,
    photoAlt: (name: string) => `Photo of ${name}`,
    none: 'No member of staff has been published yet.',
  },
  staffChanges: {
    title: '5. Staff who joined or left in the last quarter',
    joined: 'Joined',
    left: 'Left',
    joinedColumns: ['Name', 'Designation', 'Date of joining'],
    leftColumns: ['Name', 'Designation', 'Date of leaving'],
    noneJoined: 'No one joined in this quarter.',
    noneLeft: 'No one left in this quarter.',
  },
  library: {
    title: '6. Library holdings and additions',
    columns: ['Subject', 'Titles', 'Copies', 'Titles added in the quarter', 'Copies added in the quarter'],
    total: 'Total',
    none: 'The library catalogue is empty.',
  },
  facilities: {
    title: '7. Facilities',
    none: 'No facility has been described yet.',
  },
};
