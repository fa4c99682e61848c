/**
 * The NCTE mandatory disclosure (ARCHITECTURE.md 12.3): `GET /api/mandatory-disclosure?lang=`,
 * built from live data, and the page /mandatory-disclosure that shows and prints it. Each section
 * says the date of its figures (`asOf`): for what is read as the office keeps it (the institute,
 * programmes, faculty, holdings, facilities) the day of the latest change of the records it comes
 * from (for the faculty also the latest leaving date that has passed: the faculty changed that day
 * though no record was written); for what is counted over the last quarter (staff joined and left, books added) the day it
 * was counted, today, since the same records give another count tomorrow.
 */

export const MANDATORY_DISCLOSURE_PATH = 'mandatory-disclosure';

/** The quarter a disclosure looks back over: three calendar months to today, both days counted. */
export const QUARTER_MONTHS = 3;

/** A day's date (YYYY-MM-DD) at the institute. */
export type Day = string;

/**
 * The first day of the last quarter before `today` (YYYY-MM-DD): the same day of the month three
 * months earlier, or that month's last day when it is shorter (31 May gives 28 or 29 February).
 */
export function quarterStart(today: Day): Day {
  const [year, month, day] = today.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) - QUARTER_MONTHS;
  const [y, m] = [Math.floor(monthIndex / 12), (monthIndex % 12) + 1];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${y}-${pad(m)}-${pad(Math.min(day, lastDay))}`;
}

export interface DisclosureSection {
  /** The date of this section's figures (see the file's comment); null when there is nothing to date. */
  asOf: Day | null;
}

export interface DisclosureInstitute extends DisclosureSection {
  name: string;
  address: { lines: string[]; pin: string };
  phone: string;
  email: string;
  /** The NCTE recognition as the office entered it; nulls until then. */
  recognition: { order: string | null; date: string | null; body: string | null };
}

export interface DisclosureProgramme {
  id: string;
  name: string;
  level: string | null;
  duration: string;
  intake: number;
  fees: string | null;
}

export interface DisclosureProgrammes extends DisclosureSection {
  items: DisclosureProgramme[];
  /** Seats of every programme together. */
  totalIntake: number;
}

export interface DisclosureFacultyMember {
  id: string;
  name: string;
  designation: string;
  subject: string;
  qualification: string | null;
  /** The photo's address on this site. */
  photo: string | null;
  joiningDate: Day | null;
}

export interface DisclosureFaculty extends DisclosureSection {
  /** The current staff (no leaving date, or one not yet passed), in the office's order. */
  items: DisclosureFacultyMember[];
  count: number;
}

export interface DisclosureStaffChange {
  id: string;
  name: string;
  designation: string;
  /** The day they joined, or left. */
  date: Day;
}

export interface DisclosureStaffChanges extends DisclosureSection {
  /** The quarter counted over: `from` QUARTER_MONTHS months before `to`, today. */
  period: { from: Day; to: Day };
  /** Joined on a day of the period, oldest first. */
  joined: DisclosureStaffChange[];
  /** Left on a day of the period before today (a member leaving today is still staff today), oldest first. */
  left: DisclosureStaffChange[];
}

export interface LibraryFigures {
  /** Distinct books (titles) and their copies. */
  titles: number;
  copies: number;
}

export interface DisclosureLibrarySubject {
  /** The subject as stored (BOOK_SUBJECTS): the page names it in the reader's language. */
  subject: string;
  holdings: LibraryFigures;
  /** Books whose date of accession falls in the period. */
  added: LibraryFigures;
}

export interface DisclosureLibrary extends DisclosureSection {
  /** The holdings as of their latest change; the additions as counted today (`addedAsOf`). */
  subjects: DisclosureLibrarySubject[];
  totals: { holdings: LibraryFigures; added: LibraryFigures };
  period: { from: Day; to: Day };
  addedAsOf: Day;
}

export interface DisclosureFacility {
  title: string;
  description: string;
  features: string[];
}

export interface DisclosureFacilities extends DisclosureSection {
  items: DisclosureFacility[];
}

/** The answer's `data`. */
export interface MandatoryDisclosure {
  language: string;
  /** The day it was put together (the institute's today). */
  generatedOn: Day;
  institute: DisclosureInstitute;
  programmes: DisclosureProgrammes;
  faculty: DisclosureFaculty;
  staffChanges: DisclosureStaffChanges;
  library: DisclosureLibrary;
  facilities: DisclosureFacilities;
}
