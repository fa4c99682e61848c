/**
 * Demo records of the content types, by type name, written by the demo seed in its one transaction.
 * A record may carry a PDF or a picture: the seed stores it first and fills the type's file columns.
 */
import type { Scene } from '../common/media/illustration';
import { TRAINING_DEMO } from './training-demo';
import { ADMISSIONS_DEMO } from './admissions-demo';
import { TRANSPARENCY_DEMO } from './transparency-demo';
import {
  DEMO_BOOKS,
  DEMO_COURSES,
  DEMO_EVENTS,
  DEMO_GALLERY,
  DEMO_MATERIALS,
  DEMO_PAPERS,
  DEMO_RESULTS,
  DEMO_STAFF,
  DEMO_TRAINEES,
} from './demo-data';

export interface DemoPdf {
  title: string;
  lines: string[];
}

/** A drawn picture and the smaller copies its record points at ('original': the picture itself). */
export interface DemoPicture {
  title: string;
  seed: number;
  scene: Scene;
  size: readonly [width: number, height: number];
  copies?: Record<string, readonly [width: number, height: number] | 'original'>;
}

/** What the seed knows when it makes the records: the institute's day `days` from today. */
export interface DemoContext {
  day(days: number): string;
  /** The institute's current year. */
  year: number;
}

export type DemoRecord = Record<string, unknown> & { pdf?: DemoPdf; picture?: DemoPicture };

const GALLERY_SCENES: Scene[] = ['campus', 'classroom', 'garden', 'lab'];

export const CONTENT_DEMO: Record<string, (ctx: DemoContext) => DemoRecord[]> = {
  // Twice the 360 x 420 a card needs, so a phone with a 2x screen gets a sharp photo (issue 23).
  staff: ({ day }) =>
    DEMO_STAFF.map(({ joinedInDays, ...s }, i) => ({
      ...s,
      joiningDate: day(joinedInDays),
      displayOrder: i,
      picture: { title: s.name, seed: i, scene: 'portrait', size: [720, 840], copies: { Thumb: [120, 140] } },
    })),
  gallery: ({ day }) =>
    DEMO_GALLERY.map((g, i) => ({
      title: g.title,
      category: g.category,
      date: day(g.inDays),
      picture: {
        title: g.title,
        seed: i,
        scene: GALLERY_SCENES[i % GALLERY_SCENES.length],
        size: [960, 640],
        copies: { Thumb: [320, 213], Large: 'original' },
      },
    })),
  book: ({ day }) =>
    DEMO_BOOKS.map(({ accessionInDays, ...book }) => ({ ...book, accessionDate: day(accessionInDays) })),
  event: ({ day }) =>
    DEMO_EVENTS.map(({ inDays, startTime, ...event }) => ({
      ...event,
      date: day(inDays),
      startTime: startTime ?? null,
    })),
  course: () => DEMO_COURSES,
  trainee: () => DEMO_TRAINEES,
  result: ({ day, year }) =>
    DEMO_RESULTS.map((r) => ({
      course: r.course,
      semester: r.semester,
      year: year - r.yearsAgo,
      publishDate: day(-r.publishedDaysAgo),
      pdf: {
        title: `${r.course} ${r.semester} Result ${year - r.yearsAgo}`,
        lines: [
          'Roll No.    Name                      Result',
          '24001       Trainee 1                 Pass',
          '24002       Trainee 2                 Pass with Distinction',
          '',
          'Re-evaluation may be applied for within 15 days of publication.',
        ],
      },
    })),
  material: ({ day }) =>
    DEMO_MATERIALS.map((m) => ({
      title: m.title,
      subject: m.subject,
      course: m.course,
      type: m.type,
      uploadDate: day(-m.daysAgo),
      pdf: {
        title: m.title,
        lines: [
          `Subject: ${m.subject}`,
          `Course: ${m.course}`,
          `Type: ${m.type}`,
          '',
          'Prepared by the faculty of DIET Faridkot for trainee teachers.',
        ],
      },
    })),
  // The documents are written in English (the demo's PDFs can only draw Latin letters): their
  // language says so; their titles read in the visitor's language.
  download: ({ year }) =>
    [
      {
        title: `Prospectus ${year}-${String(year + 1).slice(2)}`,
        category: 'Prospectus',
        pa: `ਪ੍ਰਾਸਪੈਕਟਸ ${year}-${String(year + 1).slice(2)}`,
        hi: `विवरणिका ${year}-${String(year + 1).slice(2)}`,
        lines: ['Programmes: D.El.Ed (two years), in-service teacher training', 'Intake, fees and eligibility inside.'],
      },
      {
        title: `D.El.Ed Admission Form ${year}`,
        category: 'Admissions',
        pa: `D.El.Ed ਦਾਖ਼ਲਾ ਫ਼ਾਰਮ ${year}`,
        hi: `D.El.Ed प्रवेश प्रपत्र ${year}`,
        lines: ['Name of the candidate:', 'Father/Mother/Guardian:', 'Roll number of the entrance test:'],
      },
      {
        title: `Provisional Merit List, D.El.Ed ${year}`,
        category: 'Admissions',
        pa: `ਆਰਜ਼ੀ ਮੈਰਿਟ ਸੂਚੀ, D.El.Ed ${year}`,
        hi: `अनंतिम मेरिट सूची, D.El.Ed ${year}`,
        lines: ['Roll number, name, marks in 10+2 and category of each candidate', 'Objections within 3 days.'],
      },
      {
        title: 'Leave Application Form for Trainees',
        category: 'Forms',
        pa: 'ਸਿਖਿਆਰਥੀਆਂ ਲਈ ਛੁੱਟੀ ਦੀ ਅਰਜ਼ੀ ਦਾ ਫ਼ਾਰਮ',
        hi: 'प्रशिक्षुओं के लिए अवकाश आवेदन प्रपत्र',
        lines: [
          'Name and roll number:',
          'Dates of leave:',
          'Reason:',
          'Signature of the trainee and of the class in-charge',
        ],
      },
      {
        title: 'D.El.Ed Syllabus, First Year',
        category: 'Syllabus',
        pa: 'D.El.Ed ਪਾਠਕ੍ਰਮ, ਪਹਿਲਾ ਸਾਲ',
        hi: 'D.El.Ed पाठ्यक्रम, प्रथम वर्ष',
        lines: [
          'Childhood and the development of children',
          'Education, society, curriculum and learners',
          'Pedagogy across the curriculum',
        ],
      },
      {
        title: `Annual Report ${year - 1}-${String(year).slice(2)}`,
        category: 'Reports',
        pa: `ਸਾਲਾਨਾ ਰਿਪੋਰਟ ${year - 1}-${String(year).slice(2)}`,
        hi: `वार्षिक रिपोर्ट ${year - 1}-${String(year).slice(2)}`,
        lines: [
          'Teachers trained in the year, programme by programme',
          'Research and publications',
          'Accounts in brief',
        ],
      },
    ].map(({ title, category, pa, hi, lines }) => ({
      title,
      category,
      language: 'en',
      translations: { pa: { title: pa }, hi: { title: hi } },
      pdf: { title, lines },
    })),
  research: ({ year }) =>
    DEMO_PAPERS.map(({ yearsAgo, ...p }) => ({
      ...p,
      year: year - yearsAgo,
      pdf: { title: p.title, lines: [`Author: ${p.author}`, `Status: ${p.status}`, '', p.description] },
    })),
  notice: ({ day }) => [
    {
      title: 'D.El.Ed Admissions 2026-28: Schedule of Counselling',
      category: 'Admission',
      body: 'Candidates on the merit list of the Punjab D.El.Ed entrance test are to report for counselling at the institute with their original certificates, two passport-size photographs and a self-attested copy of each document. Candidates who do not report on their day lose their turn to the next on the list.',
      publishDate: day(-2),
      expiryDate: day(30),
      pinned: true,
      pdf: {
        title: 'D.El.Ed Admissions 2026-28 Counselling Schedule',
        lines: [
          'Day 1: Merit ranks 1-60, 10:00 AM',
          'Day 2: Merit ranks 61-120, 10:00 AM',
          'Day 3: Reserved categories, 10:00 AM',
          '',
          'Venue: Conference Hall, DIET Faridkot',
        ],
      },
    },
    {
      title: 'Date Sheet: D.El.Ed 1st Year Examinations, December 2026',
      category: 'Examination',
      body: 'The theory examinations of D.El.Ed 1st Year begin in the third week of December. Trainees must carry their admit cards to every paper. The full date sheet is attached.',
      publishDate: day(-5),
      expiryDate: day(25),
      pinned: false,
      pdf: {
        title: 'D.El.Ed 1st Year Date Sheet December 2026',
        lines: [
          'Paper 1: Childhood and Development of Children',
          'Paper 2: Education, Society and Curriculum',
          'Paper 3: Pedagogy of Mathematics',
          'Paper 4: Proficiency in Punjabi',
          '',
          'Time: 10:00 AM to 1:00 PM',
        ],
      },
    },
    {
      title: 'Submission of Diksha Lab Module Assignments',
      category: 'Notice',
      body: 'Teachers enrolled in the 100-hour Diksha Lab programme are to submit the assignments of modules 1 to 4 to the programme coordinator by the end of this month.',
      publishDate: day(-1),
      expiryDate: null,
      pinned: false,
    },
    {
      title: 'Schedule of School Internship (Practice Teaching) 2026',
      category: 'Circular',
      body: 'D.El.Ed 2nd Year trainees are attached to the government schools of Faridkot block for their school internship. Heads of schools are requested to assign a mentor teacher to each trainee and to countersign the attendance sheet every week.',
      publishDate: day(-8),
      expiryDate: day(60),
      pinned: false,
      pdf: {
        title: 'School Internship 2026 Allotment',
        lines: [
          'Group A: Government Senior Secondary School, Faridkot',
          'Group B: Government High School, Kotkapura',
          'Group C: Government Primary School, Sadiq',
          '',
          'Reporting time: 8:30 AM',
        ],
      },
    },
    {
      title: 'Winter Timings for Trainees',
      category: 'Circular',
      body: 'From the first of December the institute works from 9:30 AM to 3:30 PM. The library keeps its usual hours.',
      publishDate: day(-12),
      expiryDate: day(40),
      pinned: false,
    },
    {
      title: 'Engagement of Guest Faculty for Mathematics and English',
      category: 'Recruitment',
      body: 'Applications were invited from candidates with a master degree and B.Ed for guest faculty on a lecture basis. The last date has passed; the list of selected candidates will be put on the notice board.',
      publishDate: day(-30),
      expiryDate: day(-3),
      pinned: false,
      pdf: {
        title: 'Guest Faculty Engagement Notice',
        lines: [
          'Posts: Mathematics (1), English (1)',
          'Qualification: Master degree with 55% and B.Ed',
          'Honorarium: as per the norms of SCERT Punjab',
        ],
      },
    },
    {
      title: 'Workshop on Foundational Literacy and Numeracy for Primary Teachers',
      category: 'Other',
      body: 'A three-day workshop on foundational literacy and numeracy (FLN) was held for primary teachers of the district. Its material is kept in the study material section.',
      publishDate: day(-45),
      expiryDate: day(-10),
      pinned: false,
    },
  ],
  ...TRANSPARENCY_DEMO,
  ...TRAINING_DEMO,
  ...ADMISSIONS_DEMO,
};
