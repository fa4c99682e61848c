/**
 * Demo teacher-training programmes of a Punjab DIET with their sessions (ARCHITECTURE.md 12.2): two
 * upcoming (one open, one small and nearly full in practice) and one past. The sessions point at
 * their programme, so the programmes get their ids here. Punjabi and Hindi beside the English.
 */
import { randomUUID } from 'node:crypto';
import type { Translations } from '@diet/contracts/languages';
import type { DemoContext, DemoRecord } from './content-demo';

interface DemoSession {
  inDays: number;
  from: string;
  to: string;
  hours: number;
}

interface DemoTraining {
  id: string;
  title: string;
  description: string;
  mode: 'In person' | 'Online' | 'Blended';
  venue: string | null;
  hours: number;
  seats: number;
  /** Days before the first session that enrolment closes. */
  closesDaysBefore: number;
  sessions: DemoSession[];
  translations: Translations;
}

const TRAININGS: DemoTraining[] = [
  {
    id: randomUUID(),
    title: 'Foundational Literacy and Numeracy: Classroom Practice',
    description:
      'Three days for primary teachers on teaching early reading and number sense through play, stories and low-cost materials, with a lesson planned and tried in a practice class each day.',
    mode: 'In person',
    venue: 'Conference Hall, DIET Faridkot',
    hours: 18,
    seats: 40,
    closesDaysBefore: 3,
    sessions: [
      { inDays: 12, from: '09:30', to: '15:30', hours: 6 },
      { inDays: 13, from: '09:30', to: '15:30', hours: 6 },
      { inDays: 14, from: '09:30', to: '15:30', hours: 6 },
    ],
    translations: {
      pa: {
        title: 'ਬੁਨਿਆਦੀ ਸਾਖਰਤਾ ਅਤੇ ਸੰਖਿਆ ਗਿਆਨ: ਕਲਾਸਰੂਮ ਅਭਿਆਸ',
        description:
          'ਪ੍ਰਾਇਮਰੀ ਅਧਿਆਪਕਾਂ ਲਈ ਤਿੰਨ ਦਿਨ: ਖੇਡਾਂ, ਕਹਾਣੀਆਂ ਅਤੇ ਘੱਟ ਲਾਗਤ ਵਾਲੀ ਸਮੱਗਰੀ ਨਾਲ ਮੁੱਢਲਾ ਪੜ੍ਹਨਾ ਅਤੇ ਅੰਕਾਂ ਦੀ ਸਮਝ ਸਿਖਾਉਣਾ, ਹਰ ਰੋਜ਼ ਇੱਕ ਪਾਠ ਦੀ ਯੋਜਨਾ ਬਣਾ ਕੇ ਅਭਿਆਸ ਕਲਾਸ ਵਿੱਚ ਅਜ਼ਮਾਉਣਾ।',
        venue: 'ਕਾਨਫ਼ਰੰਸ ਹਾਲ, ਡਾਇਟ ਫ਼ਰੀਦਕੋਟ',
      },
      hi: {
        title: 'बुनियादी साक्षरता और संख्या ज्ञान: कक्षा अभ्यास',
        description:
          'प्राथमिक शिक्षकों के लिए तीन दिन: खेल, कहानियों और कम लागत वाली सामग्री से आरंभिक पठन और संख्या की समझ सिखाना, हर दिन एक पाठ की योजना बनाकर अभ्यास कक्षा में आज़माना।',
        venue: 'सम्मेलन कक्ष, डाइट फ़रीदकोट',
      },
    },
  },
  {
    id: randomUUID(),
    title: 'Digital Pedagogy with DIKSHA',
    description:
      'Two online evenings and one day at the institute on finding, adapting and sharing DIKSHA e-content and running short digital assessments in class.',
    mode: 'Blended',
    venue: 'Computer Lab, DIET Faridkot',
    hours: 10,
    seats: 25,
    closesDaysBefore: 2,
    sessions: [
      { inDays: 20, from: '17:00', to: '19:00', hours: 2 },
      { inDays: 21, from: '17:00', to: '19:00', hours: 2 },
      { inDays: 27, from: '09:30', to: '15:30', hours: 6 },
    ],
    translations: {
      pa: {
        title: 'ਦੀਕਸ਼ਾ ਨਾਲ ਡਿਜੀਟਲ ਸਿੱਖਿਆ ਸ਼ਾਸਤਰ',
        description:
          'ਦੋ ਔਨਲਾਈਨ ਸ਼ਾਮਾਂ ਅਤੇ ਸੰਸਥਾ ਵਿੱਚ ਇੱਕ ਦਿਨ: ਦੀਕਸ਼ਾ ਈ-ਸਮੱਗਰੀ ਲੱਭਣਾ, ਢਾਲਣਾ ਅਤੇ ਸਾਂਝੀ ਕਰਨਾ, ਅਤੇ ਕਲਾਸ ਵਿੱਚ ਛੋਟੇ ਡਿਜੀਟਲ ਮੁਲਾਂਕਣ ਕਰਨਾ।',
        venue: 'ਕੰਪਿਊਟਰ ਪ੍ਰਯੋਗਸ਼ਾਲਾ, ਡਾਇਟ ਫ਼ਰੀਦਕੋਟ',
      },
      hi: {
        title: 'दीक्षा के साथ डिजिटल शिक्षाशास्त्र',
        description:
          'दो ऑनलाइन शामें और संस्थान में एक दिन: दीक्षा ई-सामग्री खोजना, ढालना और साझा करना, और कक्षा में छोटे डिजिटल आकलन करना।',
        venue: 'कंप्यूटर प्रयोगशाला, डाइट फ़रीदकोट',
      },
    },
  },
  {
    id: randomUUID(),
    title: 'Competency-Based Assessment for Upper Primary',
    description:
      'Writing competency-based questions and rubrics for classes 6 to 8, and giving feedback that helps children improve.',
    mode: 'Online',
    venue: null,
    hours: 6,
    seats: 60,
    closesDaysBefore: 2,
    sessions: [
      { inDays: -30, from: '15:00', to: '18:00', hours: 3 },
      { inDays: -29, from: '15:00', to: '18:00', hours: 3 },
    ],
    translations: {
      pa: {
        title: 'ਉੱਚ ਪ੍ਰਾਇਮਰੀ ਲਈ ਯੋਗਤਾ-ਅਧਾਰਿਤ ਮੁਲਾਂਕਣ',
        description:
          'ਛੇਵੀਂ ਤੋਂ ਅੱਠਵੀਂ ਜਮਾਤ ਲਈ ਯੋਗਤਾ-ਅਧਾਰਿਤ ਪ੍ਰਸ਼ਨ ਅਤੇ ਰੂਬਰਿਕ ਲਿਖਣਾ, ਅਤੇ ਅਜਿਹੀ ਫ਼ੀਡਬੈਕ ਦੇਣਾ ਜੋ ਬੱਚਿਆਂ ਨੂੰ ਅੱਗੇ ਵਧਣ ਵਿੱਚ ਮਦਦ ਕਰੇ।',
      },
      hi: {
        title: 'उच्च प्राथमिक के लिए योग्यता-आधारित आकलन',
        description:
          'कक्षा 6 से 8 के लिए योग्यता-आधारित प्रश्न और रूब्रिक लिखना, और ऐसी प्रतिक्रिया देना जो बच्चों को आगे बढ़ने में मदद करे।',
      },
    },
  },
];

const at = (day: string, time: string) => new Date(`${day}T${time}:00+05:30`);

export const TRAINING_DEMO: Record<string, (ctx: DemoContext) => DemoRecord[]> = {
  training: ({ day }) =>
    TRAININGS.map((t) => {
      const first = t.sessions[0];
      const last = t.sessions[t.sessions.length - 1];
      return {
        id: t.id,
        title: t.title,
        description: t.description,
        mode: t.mode,
        venue: t.venue,
        startsAt: at(day(first.inDays), first.from),
        endsAt: at(day(last.inDays), last.to),
        hours: t.hours,
        seats: t.seats,
        enrolmentClosesAt: at(day(first.inDays - t.closesDaysBefore), '17:00'),
        minAttendancePercent: 75,
        dikshaCourse: null,
        translations: t.translations,
      };
    }),
  'training session': ({ day }) =>
    TRAININGS.flatMap((t) =>
      t.sessions.map((s) => ({
        training: t.id,
        startsAt: at(day(s.inDays), s.from),
        endsAt: at(day(s.inDays), s.to),
        hours: s.hours,
      })),
    ),
};

/** Teachers of the district enrolled in the first programme: three confirmed, one yet to open the link. */
const DEMO_TEACHERS = [
  { name: 'Harpreet Kaur', employeeId: 'PB-FDK-12011', school: 'GPS Sadiq', status: 'confirmed' },
  { name: 'Rajinder Singh', employeeId: 'PB-FDK-12045', school: 'GPS Golewala', status: 'confirmed' },
  { name: 'Neha Sharma', employeeId: 'PB-FDK-12102', school: 'GPS Kotkapura No. 2', status: 'confirmed' },
  { name: 'Amandeep Brar', employeeId: 'PB-FDK-12160', school: 'GPS Jaito', status: 'pending' },
] as const;

/** The demo enrolments and each programme's counters (the places the confirmed ones hold). */
export function trainingEnrolmentDemo(): {
  enrolments: {
    trainingId: string;
    name: string;
    employeeId: string;
    email: string;
    phone: null;
    school: string;
    district: string;
    status: 'confirmed' | 'pending';
    queueNumber: null;
    confirmedAt: Date | null;
  }[];
  places: { trainingId: string; confirmed: number; queued: number }[];
} {
  const trainingId = TRAININGS[0].id;
  const enrolments = DEMO_TEACHERS.map((t) => ({
    trainingId,
    name: t.name,
    employeeId: t.employeeId,
    email: `${t.name.toLowerCase().replace(/\s+/g, '.')}@example.org`,
    phone: null,
    school: t.school,
    district: 'Faridkot',
    status: t.status,
    queueNumber: null,
    confirmedAt: t.status === 'confirmed' ? new Date() : null,
  }));
  const confirmed = enrolments.filter((e) => e.status === 'confirmed').length;
  return {
    enrolments,
    places: TRAININGS.map((t) => ({ trainingId: t.id, confirmed: t.id === trainingId ? confirmed : 0, queued: 0 })),
  };
}
