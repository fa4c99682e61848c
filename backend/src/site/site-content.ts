/**
 * The first values of the site settings (libs/contracts content-types/site-settings.ts): SPEC.md's
 * texts and what section 9 of ARCHITECTURE.md decided, written into the table by its migration.
 * From then on the office edits them and GET /api/site answers the published ones; nothing here
 * is read at run time but by that seed, the brochure and the mails. Pictures and the brochure are generated at boot and served
 * from /uploads/ (see site-assets.ts) - no external image host.
 */
import { createHash } from 'node:crypto';
import type { SiteContent } from '@diet/contracts/entities';
import type { Doc } from '@diet/contracts/singleton-type';
import { PIN_CODE } from '@diet/contracts/limits';
import { PDF_WRITER_VERSION } from '../common/media/pdf-writer';

export const SITE_ASSET = {
  carousel: (n: number) => `site-carousel-${n}.png`,
  principal: 'site-principal.png',
  facility: (id: string) => `site-facility-${id}.png`,
  /** The brochure's name carries its content's version: a changed brochure is made anew at boot, under a new URL. */
  brochure: (version: string) => `site-brochure-${version}.pdf`,
} as const;

const upload = (name: string) => `/uploads/${name}`;

const FACILITIES = [
  {
    id: 'administrative-block',
    title: 'Administrative Block',
    description:
      'The administrative block houses the Principal’s office, the admissions and examination cells and the accounts section, so that trainees and visitors find every service under one roof.',
    features: ['Admission and enquiry counter', 'Examination cell', 'Records room', 'Conference room for 40'],
  },
  {
    id: 'computer-laboratory',
    title: 'Computer Laboratory',
    description:
      'A networked laboratory where trainee teachers learn to plan lessons with digital tools, use DIKSHA content and build their own e-resources for the classroom.',
    features: [
      '50+ computers with broadband',
      'Projector and smart board',
      'Licensed office software',
      'Printing and scanning',
    ],
  },
  {
    id: 'central-library',
    title: 'Central Library',
    description:
      'Our library holds more than 5000 books on education, psychology, pedagogy and subject content, with journals, reference works and a quiet reading hall open through the working day.',
    features: ['5000+ books', '500+ journals and periodicals', 'Reading hall', 'Digital catalogue'],
  },
  {
    id: 'lecture-halls',
    title: 'Lecture Halls',
    description:
      'Spacious, well-lit lecture halls designed for interactive teaching, micro-teaching sessions and group work, each equipped for audio-visual presentations.',
    features: ['20+ classrooms', 'Audio-visual aids', 'Micro-teaching room', 'Accessible ground-floor halls'],
  },
  {
    id: 'science-laboratory',
    title: 'Science Laboratory',
    description:
      'Physics, chemistry and biology work benches where trainees practise the experiments they will demonstrate in school, with safe storage and trained support staff.',
    features: [
      'Physics, chemistry and biology sections',
      'Demonstration table',
      'Safety equipment',
      'Low-cost teaching aids corner',
    ],
  },
  {
    id: 'diksha-lab',
    title: 'Diksha Lab',
    description:
      'The Diksha Lab runs our 100-hour in-service programme for teachers of the district, combining workshops, digital modules and classroom practice with mentoring.',
    features: [
      '100-hour training programme',
      'Recording studio for e-content',
      'Tablet kits for workshops',
      'Mentoring space',
    ],
  },
];

const CONTENT: Omit<SiteContent, 'brochureUrl'> = {
  // Uploaded by the office in the back office (GET /api/site adds them); none is shipped.
  emblems: [],
  instituteName: 'District Institute of Education and Training',
  instituteShortName: 'DIET Faridkot',
  subtitle: 'Faridkot, Punjab - Teacher Education and Training',
  footerText:
    'Dedicated to excellence in teacher education and training, with innovative teaching methods and professional development programmes for the teachers of our district.',
  address: {
    lines: [
      'District Institute of Education and Training',
      'Kotkapura Road, Near Government Senior Secondary School',
      'Faridkot, Punjab',
    ],
    pin: PIN_CODE,
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Kotkapura+Road%2C+Faridkot%2C+Punjab+151203',
    mapEmbedUrl: 'https://www.google.com/maps?q=Kotkapura+Road,+Faridkot,+Punjab+151203&output=embed',
  },
  phone: '+91 1639 250 100',
  email: 'info@dietfaridkot.example',
  officeHours: 'Monday - Friday: 9:00 AM - 5:00 PM',
  principal: {
    name: 'Dr. Harpreet Kaur Sandhu',
    title: 'Principal',
    photo: upload(SITE_ASSET.principal),
    message: [
      'Welcome to the District Institute of Education and Training, Faridkot. Since 1989 our institute has prepared teachers who carry curiosity, care and sound pedagogy into the schools of our district.',
      'Our faculty combine classroom experience with research, and our Diksha Lab brings in-service teachers together to learn digital and activity-based methods that work in real classrooms.',
      'I invite students, teachers and parents to visit us, use our library and resources, and join us in building schools where every child learns with joy.',
    ],
  },
  social: [],
  hero: {
    headline: 'Excellence in Teacher Education',
    subline:
      'Preparing dedicated teachers through innovative teaching methods and professional development programmes.',
  },
  stats: [
    { value: '100+', label: 'Students' },
    { value: '11+', label: 'Faculty' },
    { value: '5000+', label: 'Books' },
    { value: '35+', label: 'Years of Excellence' },
  ],
  about: {
    mission:
      'To prepare competent, caring and reflective teachers through quality pre-service and in-service education.',
    vision: 'Every child in the district taught by a well-prepared, motivated and lifelong-learning teacher.',
    values: [
      { title: 'Excellence', text: 'High standards in teaching, research and service.' },
      { title: 'Integrity', text: 'Honesty and fairness in everything we do.' },
      { title: 'Collaboration', text: 'Working with schools, teachers and communities.' },
      { title: 'Innovation', text: 'New methods and technology for better learning.' },
    ],
    timeline: [
      {
        year: '1989',
        title: 'Foundation',
        text: 'The institute opens its doors to its first batch of trainee teachers.',
      },
      {
        year: '2005',
        title: 'Digital Integration',
        text: 'Computer laboratory and ICT training become part of every course.',
      },
      {
        year: '2015',
        title: 'Research Center',
        text: 'A research centre supports action research by faculty and teachers.',
      },
      {
        year: '2020',
        title: 'Diksha Lab Launch',
        text: 'The Diksha Lab begins its 100-hour teacher training programme.',
      },
      { year: '2024', title: 'Modern Infrastructure', text: 'Renovated lecture halls, laboratories and library.' },
    ],
  },
  // No order number is known yet: the office enters it (the pages show it only when set).
  recognition: { order: null, date: null, body: null },
  carousel: [
    {
      src: upload(SITE_ASSET.carousel(1)),
      alt: 'Front view of the institute building in the morning',
      caption: 'Our campus at Faridkot',
    },
    {
      src: upload(SITE_ASSET.carousel(2)),
      alt: 'Trainee teachers in a lecture hall during a workshop',
      caption: 'Workshops for trainee teachers',
    },
    {
      src: upload(SITE_ASSET.carousel(3)),
      alt: 'The institute garden with flowering beds',
      caption: 'A green and peaceful campus',
    },
    {
      src: upload(SITE_ASSET.carousel(4)),
      alt: 'Computer laboratory with rows of workstations',
      caption: 'Digital learning in the computer laboratory',
    },
    {
      src: upload(SITE_ASSET.carousel(5)),
      alt: 'Evening view of the academic block',
      caption: 'The academic block, home of the Diksha Lab',
    },
  ],
  facilities: FACILITIES.map((f) => ({ ...f, image: upload(SITE_ASSET.facility(f.id)) })),
  researchAreas: [
    {
      title: 'Pedagogy and Classroom Practice',
      description: 'Activity-based and multi-grade teaching in government schools of the district.',
      projects: 8,
    },
    {
      title: 'Educational Technology',
      description: 'Use of DIKSHA e-content, smart classrooms and digital assessment by teachers.',
      projects: 6,
    },
    {
      title: 'Inclusive Education',
      description: 'Supporting children with special needs and first-generation learners.',
      projects: 5,
    },
    {
      title: 'Assessment and Learning Outcomes',
      description: 'Foundational literacy and numeracy, and competency-based assessment.',
      projects: 4,
    },
  ],
  dikshaFeatures: [
    {
      title: 'Blended Learning',
      description: 'Face-to-face workshops at the institute combined with self-paced DIKSHA modules.',
    },
    {
      title: 'Expert Mentors',
      description: 'Faculty and experienced teachers guide each participant through classroom practice.',
    },
    {
      title: 'Practical Projects',
      description: 'Every module ends with a lesson or project tried out in the teacher’s own school.',
    },
    {
      title: 'Recognised Certificate',
      description: 'Teachers who complete the 100 hours receive a certificate of the institute.',
    },
  ],
  dikshaModules: [
    {
      title: 'Pedagogical Foundations',
      hours: 20,
      category: 'Core Module',
      topics: ['Learning theories', 'Child development', 'Lesson planning', 'NEP 2020 in the classroom'],
    },
    {
      title: 'Digital Teaching Tools',
      hours: 15,
      category: 'Technology',
      topics: ['DIKSHA platform', 'Creating e-content', 'Smart board use', 'Online safety'],
    },
    {
      title: 'Classroom Management',
      hours: 18,
      category: 'Practical',
      topics: ['Positive discipline', 'Multi-grade classrooms', 'Group work', 'Time management'],
    },
    {
      title: 'Assessment and Evaluation',
      hours: 22,
      category: 'Assessment',
      topics: ['Formative assessment', 'Rubrics', 'Competency-based questions', 'Feedback to learners'],
    },
    {
      title: 'Professional Development',
      hours: 15,
      category: 'Development',
      topics: ['Reflective practice', 'Peer observation', 'Communication with parents', 'Portfolio building'],
    },
    {
      title: 'Research and Innovation',
      hours: 10,
      category: 'Research',
      topics: ['Action research', 'Data from your classroom', 'Sharing innovations'],
    },
  ],
  newsletterBenefits: [
    'News of admissions, examinations and results as soon as they are announced',
    'Dates of workshops, seminars and Diksha Lab batches',
    'New study materials and library additions',
    'Stories of innovative classroom practice from our district',
  ],
  // The institute shows its visitor count in the footer; false hides it (and GET /api/site/visitors answers 404).
  visitorCounter: true,
};

/** The institute's name as it writes it in Punjabi and Hindi. */
export const INSTITUTE_NAME_LOCAL = {
  pa: 'ਜ਼ਿਲ੍ਹਾ ਸਿੱਖਿਆ ਅਤੇ ਸਿਖਲਾਈ ਸੰਸਥਾ, ਫ਼ਰੀਦਕੋਟ',
  hi: 'जिला शिक्षा एवं प्रशिक्षण संस्थान, फरीदकोट',
} as const;

/** What the brochure PDF says (in English, with the institute's name in Punjabi and Hindi under the title). */
export const BROCHURE = {
  title: `${CONTENT.instituteName} - Brochure`,
  subtitles: [INSTITUTE_NAME_LOCAL.pa, INSTITUTE_NAME_LOCAL.hi],
  lines: [
    CONTENT.address.lines.join(', ') + ` - ${CONTENT.address.pin}`,
    `Phone: ${CONTENT.phone}   E-mail: ${CONTENT.email}`,
    `Office hours: ${CONTENT.officeHours}`,
    '',
    'Facilities:',
    ...CONTENT.facilities.map((f) => `  - ${f.title}: ${f.features.join(', ')}`),
    '',
    'Diksha Lab - 100-hour teacher training programme:',
    ...CONTENT.dikshaModules.map((m) => `  - ${m.title} (${m.hours} hours, ${m.category})`),
  ],
};
const brochureVersion = createHash('sha256')
  .update(JSON.stringify({ ...BROCHURE, writer: PDF_WRITER_VERSION }))
  .digest('hex')
  .slice(0, 12);
export const BROCHURE_FILE = SITE_ASSET.brochure(brochureVersion);

export const SITE_CONTENT: SiteContent = { ...CONTENT, brochureUrl: upload(BROCHURE_FILE) };

/** The settings' first values: the site content without what other types hold (the emblems are site-emblems'). */
export const SITE_SETTINGS_SEED: Doc = (({ emblems: _emblems, ...settings }) => settings)(SITE_CONTENT);

export const FACILITY_IDS = FACILITIES.map((f) => f.id);
