/**
 * What a programme's answers add to its fields (ARCHITECTURE.md 12.2): `seatsLeft` from the
 * confirmed places, and `enrolment`: 'closed' once enrolment has closed, 'waitlist' when every seat
 * is taken, else 'open'. One read of the counters for a whole page.
 */
import type { EnrolmentState } from '@diet/contracts/content-types/trainings';
import { confirmedPlaces } from '../../trainings/training-places';
import type { ContentHooks, PresentContext } from '../content-hooks';
import { trainingRoutes } from './training-routes';

export function enrolmentState(
  record: { seats: number; enrolmentClosesAt: string | Date },
  seatsLeft: number,
  now = new Date(),
): EnrolmentState {
  if (new Date(record.enrolmentClosesAt).getTime() <= now.getTime()) return 'closed';
  return seatsLeft > 0 ? 'open' : 'waitlist';
}

async function present({ manager, records }: PresentContext): Promise<void> {
  const confirmed = await confirmedPlaces(
    manager,
    records.map((r) => r.id),
  );
  for (const record of records) {
    const seatsLeft = Math.max(0, Number(record.seats) - (confirmed.get(record.id) ?? 0));
    Object.assign(record, { seatsLeft, enrolment: enrolmentState(record as never, seatsLeft) });
  }
}

export const trainingAvailability: ContentHooks = { present, controllers: trainingRoutes };
