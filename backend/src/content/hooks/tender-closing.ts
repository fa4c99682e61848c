/**
 * A corrigendum that moves a tender's closing time changes the tender (issue 39 item 5): once the
 * corrigendum is published (saved as published by an editor, or published from review), its
 * `newClosingAt` becomes the tender's `closingAt` in the same transaction, logged and kept as a
 * revision of the tender. A contributor's draft changes nothing until an editor publishes it, and a
 * scheduled one nothing until its time comes.
 */
import { tenders } from '@diet/contracts/content-types/tenders';
import { publishStatusOf } from '@diet/contracts/publishing';
import { validationError } from '../../common/validation';
import type { AfterWriteContext, ContentHooks } from '../content-hooks';
import { CONTENT_SCHEMAS } from '../content-schemas';

type Row = Record<string, unknown> & { id: string };

async function afterWrite({ tx, record, recordChange }: AfterWriteContext): Promise<void> {
  const status = publishStatusOf(record);
  if (status === 'draft' || status === 'in_review' || !record.newClosingAt || typeof record.tender !== 'string') return;
  const repo = tx.getRepository<Row>(CONTENT_SCHEMAS.get(tenders)!);
  const tender = await repo.findOneBy({ id: record.tender });
  if (!tender) return;
  const closingAt = new Date(record.newClosingAt as string | Date);
  if (new Date(tender.closingAt as string | Date).getTime() === closingAt.getTime()) return;
  // The tender's own rules hold for its new time, said under the corrigendum's field.
  const broken = (tenders.rules ?? []).find(
    (rule) => rule.field === 'closingAt' && rule.broken({ ...tender, closingAt: closingAt.toISOString() }),
  );
  if (broken) throw validationError([['newClosingAt', broken.message]]);
  // Scheduled: checked now, so the office hears of a wrong time at once; the tender moves when the
  // corrigendum becomes public (scheduled-publications.ts calls this again then).
  if (status === 'scheduled') return;
  const before = { ...tender };
  await repo.save(Object.assign(tender, { closingAt }));
  await recordChange(tenders, before, tender);
}

export const tenderClosing: ContentHooks = { afterWrite };
