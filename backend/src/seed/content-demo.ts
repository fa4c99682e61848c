/**
 * Demo records of the content types, by type name, written by the demo seed in its one transaction.
 * A record may carry a PDF: the seed stores it first and fills the type's file columns.
 */
import { DEMO_BOOKS } from './demo-data';

export interface DemoPdf {
  title: string;
  lines: string[];
}

/** What the seed knows when it makes the records: the institute's day `days` from today. */
export interface DemoContext {
  day(days: number): string;
}

export type DemoRecord = Record<string, unknown> & { pdf?: DemoPdf };

export const CONTENT_DEMO: Record<string, (ctx: DemoContext) => DemoRecord[]> = {
  book: () => DEMO_BOOKS,
};
