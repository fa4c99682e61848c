// Teacher training through the API, for the browser tests of its public pages (ARCHITECTURE 12.2).
import { apiRequest } from './admin';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A programme the office adds, from `days` days ahead for a day, enrolment closing two days before; its id. */
export async function addProgramme(token: string, fields: Record<string, unknown>, days = 20): Promise<string> {
  const { id } = await apiRequest<{ id: string }>(
    'POST',
    '/api/admin/trainings',
    {
      description: 'Two days on early reading.',
      mode: 'In person',
      venue: 'Conference Hall',
      startsAt: inDays(days),
      endsAt: inDays(days + 1),
      seats: 30,
      enrolmentClosesAt: inDays(days - 2),
      ...fields,
    },
    token,
  );
  return id;
}

/** A session of a programme `days` days ahead, `hours` long; its id. */
export async function addSession(token: string, training: string, hours: number, days = 20): Promise<string> {
  const starts = Date.now() + days * DAY;
  const { id } = await apiRequest<{ id: string }>(
    'POST',
    `/api/admin/trainings/${training}/sessions`,
    { startsAt: new Date(starts).toISOString(), endsAt: new Date(starts + hours * 3_600_000).toISOString(), hours },
    token,
  );
  return id;
}
