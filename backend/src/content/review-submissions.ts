/**
 * Who submitted an item for review, and when: the latest 'Submitted' entry of the activity log
 * (written in the submit's transaction), so the review queue can say it and a send-back can mail
 * that person. Nothing new is stored: the log already holds it for every content type.
 */
import { In, type EntityManager } from 'typeorm';
import { activityNameOf, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { ActivityLogEntity } from '../activity/activity-log.entity';

export interface Submission {
  userId: string | null;
  user: string;
  userEmail: string | null;
  at: Date;
}

/** The latest submission of each of `ids` (absent: never submitted since the log recorded it). */
export async function latestSubmissions(
  manager: EntityManager,
  definition: ContentTypeDefinition,
  ids: readonly string[],
): Promise<Map<string, Submission>> {
  const found = new Map<string, Submission>();
  if (ids.length === 0) return found;
  const rows = await manager.find(ActivityLogEntity, {
    where: { verb: 'Submitted', entity: activityNameOf(definition), entityId: In([...ids]) },
    order: { createdAt: 'DESC' },
  });
  for (const row of rows) {
    if (row.entityId && !found.has(row.entityId))
      found.set(row.entityId, { userId: row.userId, user: row.user, userEmail: row.userEmail, at: row.createdAt });
  }
  return found;
}

/**
 * The latest change of a singleton's working copy (the site settings): a contributor's save puts it
 * in review with no submit of its own, so that save, a submit or a restore says who and when.
 */
export async function latestSingletonChange(manager: EntityManager, id: string): Promise<Submission | undefined> {
  const row = await manager.findOne(ActivityLogEntity, {
    where: { entityId: id, verb: In(['Updated', 'Submitted', 'Restored']) },
    order: { createdAt: 'DESC' },
  });
  return row ? { userId: row.userId, user: row.user, userEmail: row.userEmail, at: row.createdAt } : undefined;
}
