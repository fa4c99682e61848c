/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const about = {
  heroText: 'Since 1989 we have prepared teachers for the schools of our district.',
  pillarsTitle: 'Who we are',
  pillars: [
    { title: 'Mission', text: 'To prepare competent, caring and reflective teachers through quality pre-service and in-service education.' },
    { title: 'Vision', text: 'Every child in the district taught by a well-prepared, motivated and lifelong-learning teacher.' },
    { title: 'Values', text: 'We hold ourselves to high standards, act honestly, work together and welcome new ideas.' },
  ],
  valuesTitle: 'Our Core Values',
  values: [
    { title: 'Excellence', text: 'High standards in teaching, research and service.' },
    { title: 'Integrity', text: 'Honesty and fairness in everything we do.' },
    { title: 'Collaboration', text: 'Working with schools, teachers and communities.' },
    { title: 'Innovation', text: 'New methods and technology for better learning.' },
  ],
  timelineTitle: 'Our Journey',
  timeline: [
    { year: '1989', title: 'Foundation', text: 'The institute opens its doors to its first batch of trainee teachers.' },
    { year: '2005', title: 'Digital Integration', text: 'Computer laboratory and ICT training become part of every course.' },
    { year: '2015', title: 'Research Center', text: 'A research centre supports action research by faculty and teachers.' },
    { year: '2020', title: 'Diksha Lab Launch', text: 'The Diksha Lab begins its 100-hour teacher training programme.' },
    { year: '2024', title: 'Modern Infrastructure', text: 'Renovated lecture halls, laboratories and library.' },
  ],
  impactTitle: 'Our Impact',
  impact: [
    { value: '5000+', label: 'Graduates' },
    { value: '11+', label: 'Faculty Members' },
    { value: '5000+', label: 'Resources' },
  ],
};
