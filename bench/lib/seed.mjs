// A catalogue of 5,000 books through the admin API (the same validation and writes as the admin
// screens), a few requests at a time.
const ADJECTIVES = ['Modern', 'Practical', 'Classroom', 'Early', 'Applied', 'Inclusive', 'Child', 'Rural', 'Digital', 'Reflective'];
const TOPICS = ['Learning', 'Pedagogy', 'Assessment', 'Geometry', 'Algebra', 'Physics', 'Grammar', 'Drawing', 'Psychology', 'Ecology', 'Punjabi Poetry', 'Statistics'];
const FORMS = ['Handbook', 'Guide', 'Reader', 'Workbook', 'Essays', 'Primer', 'Casebook'];
const AUTHORS = ['A. Sharma', 'G. Kaur', 'R. Singh', 'P. Verma', 'S. Gill', 'M. Bedi', 'K. Sandhu', 'N. Arora', 'H. Dhillon', 'T. Mehta'];

export const CATALOGUE_SIZE = 5000;

export function book(i, subjects) {
  return {
    title: `${ADJECTIVES[i % ADJECTIVES.length]} ${TOPICS[Math.floor(i / 6) % TOPICS.length]}: ${FORMS[(i * 3) % FORMS.length]} ${i + 1}`,
    author: AUTHORS[(i * 11) % AUTHORS.length],
    subject: subjects[i % subjects.length],
    isbn: `978-81-${String(100000 + i).padStart(6, '0')}-${i % 10}`,
    copies: 1 + (i % 7),
    available: i % 5 !== 0,
  };
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
