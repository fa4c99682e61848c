/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const about = {
  heroText: 'Since 1989 we have prepared teachers for the schools of our district.',
  pillarsTitle: 'Who we are',
  pillarTitles: { mission: 'Mission', vision: 'Vision', values: 'Values' },
  recognitionTitle: 'NCTE Recognition',
  recognition: { order: 'Order number', date: 'Order date', body: 'Recognised by' },
  valuesTitle: 'Our Core Values',
  timelineTitle: 'Our Journey',
  impactTitle: 'Our Impact',
  impact: [
    { value: '5000+', label: 'Graduates' },
    { value: '11+', label: 'Faculty Members' },
    { value: '5000+', label: 'Resources' },
  ],
};
