/**
 * When the next scheduled item becomes public: no write happens then, so no content version bump,
 * and the public cache must not serve an answer made before it past that moment. Read once per
 * content version (a write may schedule or unschedule) and again each time the moment passes.
 * Every replica reads the shared database, so each expires its own entries on time.
 */
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { rawDateTime } from '../database/raw-datetime';

/** The earliest moment of a raw MIN() (ms), or Infinity when there is none. */
const timeOf = (value: unknown): number => rawDateTime(value)?.getTime() ?? Number.POSITIVE_INFINITY;

@Injectable()
export class PublishScheduleService {
  private known: { version: number; next: number } | null = null;

  constructor(private readonly db: DataSource) {}

  /**
   * Until when (ms since the epoch) answers made now under content version `version` stay true:
   * the earliest pending publication, or Infinity. Ask BEFORE making the answer.
   */
  async validUntil(version: number): Promise<number> {
    const known = this.known;
    if (known && known.version === version && Date.now() < known.next) return known.next;
    const next = await this.nextPublication(new Date());
    if (!this.known || this.known.version <= version) this.known = { version, next };
    return next;
  }

  /** The earliest publishAt after `now` of a published item, of any content type. */
  async nextPublication(now: Date): Promise<number> {
    const firsts = await Promise.all(
      [...CONTENT_SCHEMAS.values()].map((schema) =>
        this.db
          .getRepository(schema)
          .createQueryBuilder('c')
          .select('MIN(c.publishAt)', 'next')
          .where('c.publishState = :published AND c.publishAt > :now', { published: 'published', now })
          .getRawOne<{ next: unknown }>(),
      ),
    );
    return Math.min(...firsts.map((row) => timeOf(row?.next)));
  }
}
