/**
 * Attendance and completion (ARCHITECTURE.md 12.2): a confirmed enrolment completes once its
 * attended hours reach the programme's `minAttendancePercent` of its hours; completion adds the
 * programme's hours and one course to the teacher's trainee record, found by employee ID (made
 * when the teacher has none), so programmes run here are no longer typed in by hand.
 */
import { traineeRecords } from '@diet/contracts/content-types/trainee-records';
import { trainingSessions } from '@diet/contracts/content-types/trainings';
import { DIKSHA_PROGRAMME_HOURS, PROGRESS_MAX } from '@diet/contracts/limits';
import type { EntityManager } from 'typeorm';
import { isDuplicateKey } from '../common/db-errors';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { TrainingAttendanceEntity, TrainingEnrolmentEntity } from './training-enrolment.entity';
import { latest } from './training-places';

export interface CompletionRule {
  hours: number;
  minAttendancePercent: number;
}

/** The attended hours that complete a programme: its share of the programme's hours, rounded up. */
export const hoursNeeded = (rule: CompletionRule) =>
  Math.ceil((Number(rule.hours) * Number(rule.minAttendancePercent)) / 100);

/**
 * Hours attended by each enrolment, from the sessions they were present at: every enrolment of one
 * programme, or the enrolments listed (a teacher's own record).
 */
export async function attendedHours(
  tx: EntityManager,
  of: { trainingId: string } | { enrolmentIds: string[] },
): Promise<Map<string, number>> {
  if ('enrolmentIds' in of && of.enrolmentIds.length === 0) return new Map();
  const rows = await tx
    .createQueryBuilder()
    .select('a.enrolmentId', 'enrolmentId')
    .addSelect('SUM(s.hours)', 'hours')
    .from(TrainingAttendanceEntity, 'a')
    .innerJoin(CONTENT_SCHEMAS.get(trainingSessions)!.options.name, 's', 's.id = a.sessionId')
    .where(
      'trainingId' in of ? 's.training = :trainingId' : 'a.enrolmentId IN (:...enrolmentIds)',
      'trainingId' in of ? { trainingId: of.trainingId } : { enrolmentIds: of.enrolmentIds },
    )
    .groupBy('a.enrolmentId')
    .getRawMany<{ enrolmentId: string; hours: number | string }>();
  return new Map(rows.map((r) => [r.enrolmentId, Number(r.hours)]));
}

/** Completes every confirmed enrolment of the programme that has the hours; returns those completed now. */
export async function completeByAttendance(
  tx: EntityManager,
  trainingId: string,
  rule: CompletionRule & { title: string },
): Promise<TrainingEnrolmentEntity[]> {
  const attended = await attendedHours(tx, { trainingId });
  const confirmed = await tx.find(TrainingEnrolmentEntity, {
    where: { trainingId, status: 'confirmed' },
    ...latest(tx),
  });
  const done = confirmed.filter((e) => (attended.get(e.id) ?? 0) >= hoursNeeded(rule));
  for (const enrolment of done) {
    const changed = await tx.update(
      TrainingEnrolmentEntity,
      { id: enrolment.id, status: 'confirmed' },
      { status: 'completed' },
    );
    if (changed.affected) await creditTrainee(tx, enrolment, rule.hours);
  }
  return done;
}

/** Adds a completed programme to the teacher's trainee record (by employee ID), made if there is none. */
export async function creditTrainee(
  tx: EntityManager,
  enrolment: TrainingEnrolmentEntity,
  hours: number,
): Promise<void> {
  const records = tx.getRepository(CONTENT_SCHEMAS.get(traineeRecords)!);
  const progressOf = (total: number) => Math.min(PROGRESS_MAX, Math.round((total * 100) / DIKSHA_PROGRAMME_HOURS));
  for (let attempt = 0; attempt < 2; attempt++) {
    const record = (await records.findOne({ where: { employeeId: enrolment.employeeId }, ...latest(tx) })) as {
      id: string;
      totalHours: number;
      completedCourses: number;
    } | null;
    if (record) {
      const totalHours = Number(record.totalHours) + Number(hours);
      await records.update(
        { id: record.id },
        { totalHours, completedCourses: Number(record.completedCourses) + 1, progress: progressOf(totalHours) },
      );
      return;
    }
    try {
      await records.insert({
        teacherName: enrolment.name,
        employeeId: enrolment.employeeId,
        totalHours: Number(hours),
        completedCourses: 1,
        progress: progressOf(Number(hours)),
        certificates: [],
      });
      return;
    } catch (error) {
      // Another programme of the same teacher made the record first: add to it instead.
      if (!isDuplicateKey(error) || attempt > 0) throw error;
    }
  }
}
