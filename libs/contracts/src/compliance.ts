/**
 * The compliance report (ARCHITECTURE.md 12.3, issue 34 item 2): what the office must fix for GIGW
 * 3.0, found by the server nightly and on demand, answered by GET /api/admin/compliance and shown on
 * the back office's 'Compliance' screen. One shape for the API, the screen, the CSV and the mail.
 */
import { countOf } from './count-of';

/** The five lists, in the order the screen and the CSV show them. */
export const COMPLIANCE_LISTS = [
  'brokenLinks',
  'missingAltText',
  'missingTranslations',
  'filesWithoutMeta',
  'pastReview',
] as const;
export type ComplianceList = (typeof COMPLIANCE_LISTS)[number];

/** One problem: what it is in (a content type's name, 'site-settings', or 'page' for a public page), which one, and what is wrong. */
export interface ComplianceEntry {
  /** A content type's name ('notice'), 'site-settings', or 'page'. */
  type: string;
  /** What the office calls that type ('Notice', 'Site settings', 'Public page'); absent in reports made before it was. */
  typeName?: string;
  /** The item's id; the page's address for 'page'; the type's name for a singleton. */
  id: string;
  title: string;
  /** The broken link itself, the field that lacks its text, ... */
  detail: string;
  /** Where the office fixes it: the item's screen in the back office, or the public page. */
  href: string;
}

export type ComplianceData = Record<ComplianceList, ComplianceEntry[]> & {
  /** When the report was made (ISO); null before the first run. */
  checkedAt: string | null;
};

/** What the screen calls each list, and its empty text. */
export const COMPLIANCE_LIST_NAMES: Record<ComplianceList, string> = {
  brokenLinks: 'Broken links',
  missingAltText: 'Pictures without a description',
  missingTranslations: 'Missing Punjabi or Hindi',
  filesWithoutMeta: 'Files without format or size',
  pastReview: 'Past review date',
};

/** An external link that was not followed (no network, or checking switched off): listed, never counted as broken. */
export const NOT_CHECKED = 'not checked';

export const COMPLIANCE_TEXTS = {
  title: 'Compliance',
  intro:
    'What the site still needs for the government website guidelines (GIGW 3.0): broken links, pictures without a description, missing Punjabi or Hindi texts, files without format or size, items past their review date. Each row links to where it is fixed.',
  runNow: 'Run now',
  running: 'Checking every page and item…',
  ran: 'Check finished',
  lastRun: (when: string) => `Last checked: ${when}`,
  neverRun: 'Not checked yet: press Run now.',
  exportCsv: 'Export CSV',
  nothingToFix: 'Nothing to fix here.',
  allClear: 'Nothing to fix: every check passed.',
  externalNote: 'Links to other sites are listed as "not checked": this server does not follow them.',
  columns: { type: 'Type', title: 'Title', detail: 'Problem', link: 'Fix it' },
  open: 'Open',
  publicPage: 'Public page',
  /** The detail of a 'Past review date' row. */
  reviewWasDue: (day: string) => `Review was due on ${day}`,
  mailSubject: (count: number) => `Compliance: ${countOf(count, 'new problem', 'new problems')} on the website`,
} as const;

/** GET /api/admin/compliance/export: one row per problem, the list first. */
export const COMPLIANCE_CSV_HEADER = ['list', 'type', 'id', 'title', 'detail', 'link'] as const;

/** A problem's identity, for telling new ones from those already reported. */
export const complianceKey = (list: ComplianceList, e: Pick<ComplianceEntry, 'type' | 'id' | 'detail'>): string =>
  `${list}|${e.type}|${e.id}|${e.detail}`;

/** How many problems the report holds (external links not checked are none). */
export const complianceProblemCount = (data: ComplianceData): number =>
  COMPLIANCE_LISTS.reduce(
    (sum, list) => sum + data[list].filter((e) => !(list === 'brokenLinks' && e.detail.endsWith(NOT_CHECKED))).length,
    0,
  );
