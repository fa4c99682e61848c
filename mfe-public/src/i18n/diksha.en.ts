import { counted } from './plural';

/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const diksha = {
  heroText: 'A 100-hour teacher training programme combining workshops, digital tools and classroom practice.',
  statsLabel: 'The Diksha Lab in figures',
  stats: [
    { value: '100', label: 'Training Hours' },
    { value: '6', label: 'Modules' },
  ],
  completionRate: 'Completion Rate',
  featuresTitle: 'Programme Features',
  modulesTitle: 'Training Modules',
  hours: (n: number) => `${n} hours`,
  topicsLabel: (title: string) => `Topics of ${title}`,
  coursesTitle: 'Available Courses',
  coursesEmpty: 'No courses are open at the moment. Please check back later.',
  loading: 'Loading courses...',
  loadError: 'We could not load the courses.',
  duration: (n: number) => counted(n, { one: 'hour', other: 'hours' }),
  enroll: 'Enroll Now',
  brochure: 'Download Brochure (PDF)',
};
