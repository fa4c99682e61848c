import type { InstituteEvent } from '@diet/contracts/entities';
import { todayInInstitute } from '@diet/contracts/limits';

/**
 * Upcoming (dated today or later, in the institute's time zone) soonest first; past ones most
 * recent first (SPEC.md section 4).
 */
export function splitEvents(events: InstituteEvent[], today: string = todayInInstitute()) {
  const upcoming = events.filter((event) => event.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((event) => event.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return { upcoming, past };
}
