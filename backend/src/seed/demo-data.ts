/**
 * Demo content for a first start: several records of every kind, written as the institute
 * would. Dates are relative to today at the institute, so there are always upcoming and past events.
 */
import type {
  BookSubject,
  ContactSubject,
  Course,
  CourseStatus,
  EventCategory,
  GalleryCategory,
  MaterialSubject,
  MaterialType,
  ResearchStatus,
  Semester,
  SubscriberType,
} from '@diet/contracts/enums';

export interface DemoEvent {
  title: string;
  inDays: number;
  description: string;
  excerpt: string;
  location: string | null;
  category: EventCategory | null;
  link: string | null;
  /** 24-hour start time at the institute, when the event has one. */
  startTime?: string;
}

export const DEMO_EVENTS: DemoEvent[] = [
  {
    title: 'Orientation Programme for New D.El.Ed Trainees',
    inDays: 0,
    description:
      'A full-day orientation for the new D.El.Ed batch: introduction to the faculty, the campus, the library and the Diksha Lab, followed by a session on the teaching practice calendar.',
    excerpt: 'Welcome day for the new D.El.Ed batch with faculty introductions and a campus walk.',
    location: 'Main Auditorium',
    category: 'Leadership',
    link: null,
    startTime: '09:30',
  },
  {
    title: 'Workshop on Digital Classroom Tools',
    inDays: 6,
    description:
      'A hands-on workshop on using DIKSHA e-content, interactive presentations and simple quizzes in primary classrooms. Teachers should bring a charged phone or tablet.',
    excerpt: 'Hands-on session on DIKSHA e-content and interactive presentations for primary teachers.',
    location: 'Computer Laboratory',
    category: 'Technology',
    link: 'https://diksha.gov.in/',
    startTime: '10:30',
  },
  {
    title: 'Science Teaching Aids Exhibition',
    inDays: 15,
    description:
      'Trainee teachers display low-cost teaching aids for science made from local materials. Schools of the district are invited to visit with their students.',
    excerpt: 'Low-cost science teaching aids made by our trainees, open to schools of the district.',
    location: 'Science Laboratory',
    category: 'Design',
    link: null,
  },
  {
    title: 'Seminar on School Leadership and Management',
    inDays: 28,
    description:
      'Head teachers and cluster resource coordinators discuss school development plans, school management committees and the use of data for improving learning outcomes.',
    excerpt: 'Head teachers discuss school development plans and data-informed leadership.',
    location: 'Conference Hall',
    category: 'Leadership',
    link: null,
  },
  {
    title: 'Career Guidance Session on Teaching as a Profession',
    inDays: 45,
    description:
      'An information session for senior secondary students and graduates about entrance to D.El.Ed and B.Ed programmes, scholarships and careers in teaching.',
    excerpt: 'Admissions, scholarships and careers in teaching explained for students and parents.',
    location: 'Lecture Hall 2',
    category: 'Business',
    link: null,
  },
  {
    title: 'Annual Sports Meet',
    inDays: -9,
    description:
      'Two days of athletics, kabaddi, kho-kho and relay races between the houses of the institute, closing with a prize distribution by the District Education Officer.',
    excerpt: 'Athletics, kabaddi and kho-kho between the houses, with prizes by the DEO.',
    location: 'Institute Ground',
    category: null,
    link: null,
  },
  {
    title: 'Foundational Literacy and Numeracy Training',
    inDays: -23,
    description:
      'A five-day training for primary teachers on foundational literacy and numeracy under NIPUN Bharat, with demonstration lessons and assessment practice.',
    excerpt: 'Five-day FLN training for primary teachers with demonstration lessons.',
    location: 'Diksha Lab',
    category: 'Technology',
    link: null,
  },
  {
    title: 'Poster Design Competition on Road Safety',
    inDays: -40,
    description:
      'Trainees designed posters on road safety for school children. The best posters were displayed at the district administrative complex.',
    excerpt: 'Road-safety posters by our trainees displayed at the district complex.',
    location: 'Art Room',
    category: 'Design',
    link: null,
  },
  {
    title: 'Parent-Teacher Communication Workshop',
    inDays: -70,
    description:
      'A workshop on building trust with parents: conducting meetings, sharing progress reports and involving parents in children’s learning at home.',
    excerpt: 'Practical ways to involve parents in learning and run effective meetings.',
    location: 'Lecture Hall 1',
    category: 'Marketing',
    link: null,
  },
  {
    title: 'Independence Day Celebration',
    inDays: -110,
    description:
      'Flag hoisting by the Principal followed by a cultural programme of patriotic songs, a play by the D.El.Ed trainees and the distribution of sweets.',
    excerpt: 'Flag hoisting and a cultural programme by the trainees.',
    location: 'Institute Ground',
    category: null,
    link: null,
    startTime: '08:00',
  },
  {
    title: 'Research Methodology Workshop',
    inDays: -150,
    description:
      'Faculty and M.Ed scholars worked on action research designs, sampling and simple statistics for classroom research, with feedback from a visiting professor.',
    excerpt: 'Action research design and classroom data for faculty and scholars.',
    location: 'Conference Hall',
    category: 'Leadership',
    link: null,
  },
];

export interface DemoStaff {
  name: string;
  designation: string;
  /** As NCTE's disclosure lists them (demo-translations.ts has their Punjabi and Hindi). */
  qualification: string;
  /** Days from today (negative: past): the newest lecturer joined this quarter, so the disclosure shows a joining. */
  joinedInDays: number;
  subject: string;
  phone: string | null;
  email: string | null;
}

export const DEMO_STAFF: DemoStaff[] = [
  {
    name: 'Dr. Harpreet Kaur Sandhu',
    qualification: 'M.A., M.Ed., Ph.D.',
    joinedInDays: -6900,
    designation: 'Principal',
    subject: 'Educational Administration',
    phone: '+91 1639 250 101',
    email: 'principal@dietfaridkot.example',
  },
  {
    name: 'Sh. Gurmeet Singh Brar',
    qualification: 'M.Sc. (Mathematics), M.Ed.',
    joinedInDays: -5600,
    designation: 'Senior Lecturer',
    subject: 'Mathematics Education',
    phone: '+91 1639 250 102',
    email: 'gurmeet.brar@dietfaridkot.example',
  },
  {
    name: 'Dr. Neelam Sharma',
    qualification: 'M.Sc. (Physics), M.Ed., Ph.D.',
    joinedInDays: -4800,
    designation: 'Senior Lecturer',
    subject: 'Science Education',
    phone: '+91 1639 250 103',
    email: 'neelam.sharma@dietfaridkot.example',
  },
  {
    name: 'Smt. Rajwinder Kaur',
    qualification: 'M.A. (Punjabi), M.Ed.',
    joinedInDays: -3300,
    designation: 'Lecturer',
    subject: 'Language Education (Punjabi)',
    phone: '+91 1639 250 104',
    email: 'rajwinder.kaur@dietfaridkot.example',
  },
  {
    name: 'Sh. Amandeep Gill',
    qualification: 'M.A. (History), M.Ed.',
    joinedInDays: -2500,
    designation: 'Lecturer',
    subject: 'Social Studies',
    phone: '+91 1639 250 105',
    email: 'amandeep.gill@dietfaridkot.example',
  },
  {
    name: 'Ms. Simranjit Dhillon',
    qualification: 'M.F.A., B.Ed.',
    joinedInDays: -1400,
    designation: 'Lecturer',
    subject: 'Arts Education',
    phone: null,
    email: 'simranjit.dhillon@dietfaridkot.example',
  },
  {
    name: 'Sh. Rakesh Kumar',
    qualification: 'M.C.A., M.Ed.',
    joinedInDays: -40,
    designation: 'Lecturer',
    subject: 'Educational Technology',
    phone: '+91 1639 250 107',
    email: null,
  },
  {
    name: 'Smt. Paramjit Kaur',
    qualification: 'M.Lib.I.Sc.',
    joinedInDays: -3900,
    designation: 'Librarian',
    subject: 'Library and Information Science',
    phone: '+91 1639 250 108',
    email: 'library@dietfaridkot.example',
  },
];

export const DEMO_GALLERY: { title: string; category: GalleryCategory; inDays: number }[] = [
  { title: 'Annual Sports Meet - Relay Race', category: 'Events', inDays: -9 },
  { title: 'Independence Day Flag Hoisting', category: 'Events', inDays: -110 },
  { title: 'Orientation Day Welcome', category: 'Events', inDays: -200 },
  { title: 'New Academic Block', category: 'Infrastructure', inDays: -60 },
  { title: 'Computer Laboratory', category: 'Infrastructure', inDays: -90 },
  { title: 'Central Library Reading Hall', category: 'Infrastructure', inDays: -120 },
  { title: 'Teaching Aids Workshop', category: 'Activities', inDays: -30 },
  { title: 'Micro-teaching Session', category: 'Activities', inDays: -45 },
  { title: 'Tree Plantation Drive', category: 'Activities', inDays: -130 },
  { title: 'State Award for Innovative Teaching', category: 'Achievements', inDays: -75 },
  { title: 'Best Science Model - District Exhibition', category: 'Achievements', inDays: -160 },
  { title: 'Trainees Qualify PSTET', category: 'Achievements', inDays: -220 },
];

export interface DemoPaper {
  title: string;
  author: string;
  yearsAgo: number;
  description: string;
  status: ResearchStatus;
  isAdminPublished: boolean;
  isApproved: boolean;
}

export const DEMO_PAPERS: DemoPaper[] = [
  {
    title: 'Activity-Based Mathematics in Multi-Grade Classrooms of Faridkot District',
    author: 'Gurmeet Singh Brar',
    yearsAgo: 1,
    description:
      'A study of 24 multi-grade primary schools comparing activity-based and textbook-led teaching of place value and fractions.',
    status: 'Published',
    isAdminPublished: true,
    isApproved: true,
  },
  {
    title: 'Use of DIKSHA E-Content by Primary Teachers: A Survey',
    author: 'Rakesh Kumar',
    yearsAgo: 0,
    description:
      'Survey of 180 teachers on how often and how they use DIKSHA e-content, with barriers reported and suggestions for training.',
    status: 'Ongoing',
    isAdminPublished: true,
    isApproved: true,
  },
  {
    title: 'Low-Cost Science Teaching Aids and Student Engagement',
    author: 'Dr. Neelam Sharma',
    yearsAgo: 2,
    description:
      'Classroom observation of upper primary science lessons before and after the introduction of low-cost teaching aids.',
    status: 'Completed',
    isAdminPublished: true,
    isApproved: true,
  },
  {
    title: 'Mother-Tongue Based Reading Programmes in Early Grades',
    author: 'Rajwinder Kaur',
    yearsAgo: 3,
    description:
      'An action research study on Punjabi reading circles for grades 1 and 2 and their effect on reading fluency.',
    status: 'Published',
    isAdminPublished: true,
    isApproved: true,
  },
  {
    title: 'Parental Involvement and Attendance in Rural Schools',
    author: 'Jaspreet Kaur (M.Ed scholar)',
    yearsAgo: 0,
    description:
      'A small study of parent-teacher meetings and their association with student attendance in six rural schools.',
    status: 'Ongoing',
    isAdminPublished: false,
    isApproved: true,
  },
  {
    title: 'Stress and Coping Among Trainee Teachers During Internship',
    author: 'Manpreet Singh (B.Ed trainee)',
    yearsAgo: 0,
    description:
      'Questionnaire study of stress sources and coping strategies among trainee teachers during school internship.',
    status: 'Ongoing',
    isAdminPublished: false,
    isApproved: false,
  },
];

const BOOKS_BY_SUBJECT: Record<BookSubject, [string, string][]> = {
  Psychology: [
    ['Educational Psychology', 'S. K. Mangal'],
    ['Child Development and Pedagogy', 'Dr. Sandeep Kumar'],
    ['Psychology of Learning and Development', 'J. C. Aggarwal'],
    ['Understanding the Learner', 'Anita Woolfolk'],
    ['Adolescence and Its Challenges', 'Elizabeth Hurlock'],
  ],
  Mathematics: [
    ['Teaching of Mathematics', 'Anice James'],
    ['Pedagogy of Mathematics', 'S. M. Aggarwal'],
    ['Mathematics for Primary Teachers', 'Sonia Gupta'],
    ['Activity-Based Mathematics', 'R. P. Singh'],
    ['Vedic Mathematics for Schools', 'J. T. Glover'],
  ],
  Education: [
    ['Philosophical Foundations of Education', 'J. C. Aggarwal'],
    ['Education in Emerging Indian Society', 'K. K. Shrivastava'],
    ['National Education Policy 2020: A Reader', 'Ministry of Education'],
    ['School Management and Leadership', 'S. S. Mathur'],
    ['Inclusive Education', 'Madan Mohan Jha'],
  ],
  Science: [
    ['Teaching of Science', 'Radha Mohan'],
    ['Science Experiments with Everyday Materials', 'Arvind Gupta'],
    ['Pedagogy of Physical Science', 'R. C. Sharma'],
    ['Environmental Studies for Teachers', 'Erach Bharucha'],
    ['Biology Teaching Methods', 'Yadav M. S.'],
  ],
  Language: [
    ['Teaching of English', 'Paul Verghese'],
    ['Punjabi Bhasha Adhiapan', 'Dr. Surjit Singh'],
    ['Hindi Shikshan', 'Ramshakal Pandey'],
    ['Language Across the Curriculum', 'Krishna Kumar'],
    ['Developing Reading Skills', 'Christine Nuttall'],
  ],
  Arts: [
    ['Art Education in Schools', 'Devi Prasad'],
    ['Music and Movement for Children', 'Leela Samson'],
    ['Theatre in Education', 'Anuradha Kapur'],
    ['Craft Activities for the Classroom', 'Kamala Devi'],
    ['Drawing and Painting for Teachers', 'B. N. Goswamy'],
  ],
};

/** Dewey class numbers of the subjects' teaching shelves: a book's call number is its class and the author's first letters. */
const DEWEY: Record<BookSubject, string> = {
  Psychology: '370.15',
  Mathematics: '372.7',
  Education: '370.1',
  Science: '372.35',
  Language: '372.6',
  Arts: '372.5',
};
/** The books in Punjabi and Hindi; the rest are in English. */
const BOOK_LANGUAGE: Record<string, 'pa' | 'hi'> = { 'Punjabi Bhasha Adhiapan': 'pa', 'Hindi Shikshan': 'hi' };

// No ISBN or year: these demo titles stand for a shelf, and an invented ISBN or date would pass for a real one.
export const DEMO_BOOKS = Object.entries(BOOKS_BY_SUBJECT).flatMap(([subject, books], s) =>
  books.map(([title, author], i) => {
    const copies = 1 + ((s * 5 + i * 3) % 6);
    const surname =
      author
        .split(' ')
        .filter((w) => !w.endsWith('.'))
        .pop() ?? author;
    return {
      title,
      author,
      subject: subject as BookSubject,
      isbn: null,
      year: null,
      language: BOOK_LANGUAGE[title] ?? 'en',
      callNumber: `${DEWEY[subject as BookSubject]} ${surname.slice(0, 3).toUpperCase()}`,
      copies,
      // Some copies lent out, and one book in four with none on the shelf.
      available: (s + i) % 4 === 3 ? 0 : copies - ((s + i) % 2 === 1 && copies > 1 ? 1 : 0),
      // Days from today it entered the accession register: each subject's first book this quarter
      // (the disclosure's additions), the others over the years before.
      accessionInDays: i === 0 ? -(10 + s * 7) : -(400 + 90 * s + 37 * i),
    };
  }),
);

export const DEMO_RESULTS: { course: Course; semester: Semester; yearsAgo: number; publishedDaysAgo: number }[] = [
  { course: 'D.El.Ed', semester: '1st Year', yearsAgo: 0, publishedDaysAgo: 12 },
  { course: 'D.El.Ed', semester: '2nd Year', yearsAgo: 0, publishedDaysAgo: 12 },
  { course: 'B.Ed', semester: '2nd Semester', yearsAgo: 1, publishedDaysAgo: 200 },
  { course: 'B.Ed', semester: '4th Semester', yearsAgo: 1, publishedDaysAgo: 210 },
  { course: 'M.Ed', semester: 'Final', yearsAgo: 2, publishedDaysAgo: 560 },
  { course: 'Diploma', semester: '1st Semester', yearsAgo: 3, publishedDaysAgo: 900 },
];

export const DEMO_MATERIALS: {
  title: string;
  subject: MaterialSubject;
  course: Course;
  type: MaterialType;
  daysAgo: number;
}[] = [
  {
    title: 'Lesson Planning Templates and Examples',
    subject: 'Education',
    course: 'D.El.Ed',
    type: 'Notes',
    daysAgo: 5,
  },
  { title: 'Theories of Learning - Summary Notes', subject: 'Psychology', course: 'B.Ed', type: 'Notes', daysAgo: 18 },
  {
    title: 'Teaching Fractions with Paper Folding',
    subject: 'Mathematics',
    course: 'D.El.Ed',
    type: 'Presentation',
    daysAgo: 25,
  },
  { title: 'Simple Experiments on Light', subject: 'Science', course: 'D.El.Ed', type: 'Assignment', daysAgo: 40 },
  { title: 'Phonics and Early Reading', subject: 'Language', course: 'Diploma', type: 'Reference', daysAgo: 60 },
  { title: 'Art Integrated Learning Handbook', subject: 'Arts', course: 'B.Ed', type: 'Reference', daysAgo: 75 },
  {
    title: 'Research Methods - Assignment Brief',
    subject: 'Education',
    course: 'M.Ed',
    type: 'Assignment',
    daysAgo: 90,
  },
  {
    title: 'Inclusive Classroom Strategies',
    subject: 'Psychology',
    course: 'M.Ed',
    type: 'Presentation',
    daysAgo: 120,
  },
];

export const DEMO_COURSES: { title: string; description: string; duration: number; status: CourseStatus }[] = [
  {
    title: 'Foundational Literacy and Numeracy',
    description: 'Teaching reading, writing and number sense in grades 1 to 3 with play-based activities.',
    duration: 20,
    status: 'Active',
  },
  {
    title: 'Digital Pedagogy with DIKSHA',
    description: 'Finding, adapting and creating e-content, and running short digital assessments.',
    duration: 15,
    status: 'Active',
  },
  {
    title: 'Competency-Based Assessment',
    description: 'Writing competency-based questions, rubrics and giving useful feedback.',
    duration: 22,
    status: 'Active',
  },
  {
    title: 'Classroom Management for Multi-Grade Schools',
    description: 'Planning and grouping for classes where one teacher teaches several grades.',
    duration: 18,
    status: 'Active',
  },
  {
    title: 'Spoken English for Teachers',
    description: 'Building confidence in classroom English through daily practice and role play.',
    duration: 12,
    status: 'Inactive',
  },
];

export const DEMO_TRAINEES: {
  teacherName: string;
  employeeId: string;
  totalHours: number;
  completedCourses: number;
  progress: number;
  certificates: string[];
}[] = [
  {
    teacherName: 'Kuldeep Singh',
    employeeId: 'PB-FDK-10231',
    totalHours: 100,
    completedCourses: 6,
    progress: 100,
    certificates: ['FLN', 'Digital Pedagogy', 'Assessment'],
  },
  {
    teacherName: 'Manjit Kaur',
    employeeId: 'PB-FDK-10457',
    totalHours: 78,
    completedCourses: 4,
    progress: 78,
    certificates: ['FLN', 'Digital Pedagogy'],
  },
  {
    teacherName: 'Sukhwinder Singh',
    employeeId: 'PB-FDK-10872',
    totalHours: 55,
    completedCourses: 3,
    progress: 55,
    certificates: ['FLN'],
  },
  {
    teacherName: 'Pooja Rani',
    employeeId: 'PB-FDK-11003',
    totalHours: 40,
    completedCourses: 2,
    progress: 40,
    certificates: ['Digital Pedagogy'],
  },
  {
    teacherName: 'Harjinder Kaur',
    employeeId: 'PB-FDK-11190',
    totalHours: 20,
    completedCourses: 1,
    progress: 20,
    certificates: [],
  },
  {
    teacherName: 'Vikas Sharma',
    employeeId: 'PB-FDK-11342',
    totalHours: 0,
    completedCourses: 0,
    progress: 0,
    certificates: [],
  },
];

export const DEMO_SUBSCRIBERS: {
  name: string;
  email: string;
  type: SubscriberType;
  daysAgo: number;
  status: boolean;
}[] = [
  { name: 'Arshdeep Kaur', email: 'arshdeep.kaur@example.com', type: 'Student', daysAgo: 3, status: true },
  { name: 'Jaskaran Singh', email: 'jaskaran.singh@example.com', type: 'Student', daysAgo: 12, status: true },
  { name: 'Navneet Kaur', email: 'navneet.kaur@example.com', type: 'Teacher', daysAgo: 20, status: true },
  { name: 'Baljit Singh', email: 'baljit.singh@example.com', type: 'Teacher', daysAgo: 35, status: true },
  { name: 'Ritu Bansal', email: 'ritu.bansal@example.com', type: 'Administrator', daysAgo: 50, status: true },
  { name: 'Gurpreet Sidhu', email: 'gurpreet.sidhu@example.com', type: 'Parent', daysAgo: 64, status: true },
  { name: 'Sunita Devi', email: 'sunita.devi@example.com', type: 'Parent', daysAgo: 80, status: false },
  { name: 'Mohit Arora', email: 'mohit.arora@example.com', type: 'Public', daysAgo: 95, status: true },
];

export const DEMO_CAMPAIGN = {
  subject: 'DIET Faridkot Newsletter - Admissions and Upcoming Workshops',
  content:
    '<p>Dear friends of the institute,</p><p>Admissions to the new D.El.Ed batch are open until the end of this month. Our Diksha Lab begins a new batch of the 100-hour programme, and the Workshop on Digital Classroom Tools is open to all primary teachers of the district.</p><p>We also welcome eight new study materials in the library section of our website.</p><p>With best wishes,<br>DIET Faridkot</p>',
  daysAgo: 14,
};

export const DEMO_MESSAGES: {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  hoursAgo: number;
  read: boolean;
}[] = [
  {
    name: 'Ramandeep Kaur',
    email: 'ramandeep.kaur@example.com',
    subject: 'admission',
    message: 'Please tell me the last date to apply for the D.El.Ed course and the documents needed.',
    hoursAgo: 2,
    read: false,
  },
  {
    name: 'Harish Goyal',
    email: 'harish.goyal@example.com',
    subject: 'diksha',
    message:
      'I am a primary teacher at GPS Sadiq. Can I join the next Diksha Lab batch? It is important for my school, please reply soon.',
    hoursAgo: 30,
    read: false,
  },
  {
    name: 'Prof. Anil Mehta',
    email: 'anil.mehta@example.com',
    subject: 'research',
    message:
      'Our university department would like to collaborate on a study of foundational numeracy. Could we arrange a meeting with your research cell next month? We can share our instruments and would welcome your faculty as co-investigators.',
    hoursAgo: 80,
    read: true,
  },
  {
    name: 'Kiran Bala',
    email: 'kiran.bala@example.com',
    subject: 'general',
    message: 'Is the library open to former trainees on Saturdays?',
    hoursAgo: 200,
    read: true,
  },
];
