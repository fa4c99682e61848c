// A catalogue of 5,000 books through the admin API (the same validation and writes as the admin
// screens), a few requests at a time.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from '../../scripts/build-if-needed.mjs';
const ADJECTIVES = [
  'Modern',
  'Practical',
  'Classroom',
  'Early',
  'Applied',
  'Inclusive',
  'Child',
  'Rural',
  'Digital',
  'Reflective',
];
const TOPICS = [
  'Learning',
  'Pedagogy',
  'Assessment',
  'Geometry',
  'Algebra',
  'Physics',
  'Grammar',
  'Drawing',
  'Psychology',
  'Ecology',
  'Punjabi Poetry',
  'Statistics',
];
const FORMS = ['Handbook', 'Guide', 'Reader', 'Workbook', 'Essays', 'Primer', 'Casebook'];
const AUTHORS = [
  'A. Sharma',
  'G. Kaur',
  'R. Singh',
  'P. Verma',
  'S. Gill',
  'M. Bedi',
  'K. Sandhu',
  'N. Arora',
  'H. Dhillon',
  'T. Mehta',
];

export const CATALOGUE_SIZE = 5000;

/** A distinct ISBN-13 per book whose check digit holds (978 plus an unassigned block). */
export function isbn13(i) {
  const body = `97800${String(i).padStart(7, '0')}`;
  const sum = [...body].reduce((acc, d, k) => acc + Number(d) * (k % 2 === 0 ? 1 : 3), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

export function book(i, subjects) {
  const copies = 1 + (i % 7);
  return {
    title: `${ADJECTIVES[i % ADJECTIVES.length]} ${TOPICS[Math.floor(i / 6) % TOPICS.length]}: ${FORMS[(i * 3) % FORMS.length]} ${i + 1}`,
    author: AUTHORS[(i * 11) % AUTHORS.length],
    subject: subjects[i % subjects.length],
    isbn: isbn13(i),
    year: 1980 + (i % 45),
    language: ['en', 'pa', 'hi'][i % 3],
    copies,
    available: i % 5 === 0 ? 0 : copies - (i % 2),
  };
}

/**
 * A token that reaches the admin routes of a product the bench started: production asks an
 * administrator to set up two-factor sign-in first (ARCHITECTURE 12.4), so the bench does it, its
 * code from the built backend's own TOTP.
 */
export async function adminToken(product) {
  const { totpAt } = createRequire(join(ROOT, 'backend/package.json'))('./dist/auth/totp.js');
  const token = await login(product.baseUrl, product.admin);
  const call = async (path, body) => {
    const res = await fetch(`${product.baseUrl}/api/admin/auth/2fa/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`2FA ${path} failed: ${res.status} ${await res.text()}`);
    return (await res.json()).data;
  };
  const { secret } = await call('setup', {});
  await call('enable', { code: totpAt(secret, Date.now()), currentPassword: product.admin.password });
  return token;
}

export async function login(baseUrl, admin) {
  const res = await fetch(`${baseUrl}/api/admin/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()).data.token;
}

export async function seedBooks(baseUrl, token, subjects, count = CATALOGUE_SIZE, parallel = 8) {
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const res = await fetch(`${baseUrl}/api/admin/library`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(book(i, subjects)),
      });
      if (res.status !== 201) throw new Error(`Book ${i} refused: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { books: count, seconds: (Date.now() - started) / 1000 };
}
