/**
 * Never more confirmed than seats, whatever the concurrency and the number of replicas
 * (ARCHITECTURE.md 12.2): a place is claimed by ONE conditional UPDATE of the programme's counter
 * (`confirmed < seats`), atomic on SQLite (one writer) and on MariaDB (the row's lock), so there is
 * no read-then-write for two requests to interleave. Waiting-list numbers come from the same row.
 */
import type { EntityManager } from 'typeorm';
import { isDuplicateKey } from '../common/db-errors';
import { TrainingPlacesEntity } from './training-enrolment.entity';

const isMysql = (tx: EntityManager) => tx.connection.options.type === 'mysql';

/** The programme's counters row, made on its first enrolment (a racing second insert is fine). */
export async function ensurePlaces(tx: EntityManager, trainingId: string): Promise<void> {
  if (await tx.exists(TrainingPlacesEntity, { where: { trainingId } })) return;
  try {
    await tx.insert(TrainingPlacesEntity, { trainingId, confirmed: 0, queued: 0 });
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * Reads that must see the latest committed rows inside a transaction: on MariaDB a plain read sees
 * the transaction's snapshot (taken at its first read), a locking read the latest; SQLite has one writer.
 */
export const latest = (tx: EntityManager) => (isMysql(tx) ? { lock: { mode: 'pessimistic_write' as const } } : {});

/**
 * Holds the programme's counters until the transaction ends (MariaDB), so the office's changes and
 * the promotions they cause run one at a time per programme, whatever the replica.
 */
export async function lockPlaces(tx: EntityManager, trainingId: string): Promise<void> {
  await tx.findOne(TrainingPlacesEntity, { where: { trainingId }, ...latest(tx) });
}

/** Takes one place if the programme has one left; false when it is full. */
export async function claimPlace(tx: EntityManager, trainingId: string): Promise<boolean> {
  const result = await tx
    .createQueryBuilder()
    .update(TrainingPlacesEntity)
    .set({ confirmed: () => 'confirmed + 1' })
    .where('training_id = :trainingId', { trainingId })
    .andWhere('confirmed < (SELECT t.seats FROM trainings t WHERE t.id = :trainingId)')
    .execute();
  return (result.affected ?? 0) === 1;
}

/** Gives a place back (a confirmed enrolment cancelled). */
export async function releasePlace(tx: EntityManager, trainingId: string): Promise<void> {
  await tx
    .createQueryBuilder()
    .update(TrainingPlacesEntity)
    .set({ confirmed: () => 'confirmed - 1' })
    .where('training_id = :trainingId AND confirmed > 0', { trainingId })
    .execute();
}

/** The next waiting-list number of the programme: increment and read as one step on each engine. */
export async function nextQueueNumber(tx: EntityManager, trainingId: string): Promise<number> {
  if (!isMysql(tx)) {
    // SQLite: UPDATE ... RETURNING, so no other statement can come between the two.
    const rows = (await tx.query(
      'UPDATE training_places SET queued = queued + 1 WHERE training_id = ? RETURNING queued',
      [trainingId],
    )) as { queued: number }[];
    return Number(rows[0].queued);
  }
  // MariaDB: the UPDATE locks the row until the transaction ends, so the read is this request's number.
  await tx.query('UPDATE training_places SET queued = queued + 1 WHERE training_id = ?', [trainingId]);
  const rows = (await tx.query('SELECT queued FROM training_places WHERE training_id = ?', [trainingId])) as {
    queued: number;
  }[];
  return Number(rows[0].queued);
}

/** Confirmed places of each programme (0 for one without enrolments). */
export async function confirmedPlaces(tx: EntityManager, trainingIds: readonly string[]): Promise<Map<string, number>> {
  if (trainingIds.length === 0) return new Map();
  const rows = await tx
    .getRepository(TrainingPlacesEntity)
    .createQueryBuilder('p')
    .where('p.trainingId IN (:...ids)', { ids: trainingIds })
    .getMany();
  return new Map(rows.map((r) => [r.trainingId, Number(r.confirmed)]));
}
