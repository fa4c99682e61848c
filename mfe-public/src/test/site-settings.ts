/** The parts of GET /api/site's answer (the office's site settings) that the home and about pages render. */
export const TEST_SITE_SETTINGS = {
  hero: { headline: 'Teachers for Tomorrow', subline: 'A test institute preparing teachers.' },
  stats: [
    { value: '120+', label: 'Trainees' },
    { value: '12', label: 'Teachers' },
  ],
  about: {
    mission: 'Our test mission.',
    vision: 'Our test vision.',
    values: [{ title: 'Care', text: 'We care.' }],
    timeline: [{ year: '1990', title: 'Opening', text: 'The doors opened.' }],
  },
  recognition: { order: null, date: null, body: null },
};
