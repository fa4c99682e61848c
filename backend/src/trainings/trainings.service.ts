/**
 * Enrolments in teacher training (ARCHITECTURE.md 12.2): a teacher enrols (pending) and confirms
 * by a mailed one-time link; the confirmation takes a place if one is left (training-places.ts),
 * else a number in the waiting list. When the office cancels a confirmed enrolment, the first
 * waiting teacher is promoted and mailed.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, type EntityManager, In, LessThan, Repository } from 'typeorm';
import { ACCOUNT_MESSAGES } from '@diet/contracts/accounts';
import { checkFields } from '@diet/contracts/content-validation';
import { pathInLanguage, type Language } from '@diet/contracts/languages';
import {
  ENROLMENT_CONFIRM_PATH,
  ENROLMENT_EXPORT_COLUMNS,
  CHECK_IN_CODE_SECONDS,
  CHECK_IN_FIELDS,
  ENROLMENT_FIELDS,
  ENROLMENT_LINK_HOURS,
  TRAINING_LIMITS,
  TRAINING_MESSAGES,
  trainings,
  trainingSessions,
  type EnrolmentStatus,
  type OfficeEnrolmentStatus,
  type TrainingEnrolment,
} from '@diet/contracts/content-types/trainings';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { AccountLinksService } from '../auth/account-links.service';
import { ApiError } from '../common/api-error';
import { isDuplicateKey } from '../common/db-errors';
import { PageResult } from '../common/page-result';
import { pageOf } from '../common/pagination';
import { validationError } from '../common/validation';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { publicOnly } from '../content/content-publishing';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { toSafeCsv } from '../csv/safe-csv';
import { MailSender } from '../mail/mail-sender';
import { completeByAttendance, creditTrainee } from './training-completion';
import {
  TrainingAttendanceEntity,
  TrainingCheckInCodeEntity,
  TrainingEnrolmentEntity,
} from './training-enrolment.entity';
import { confirmEnrolmentMail, placeGivenMail } from './training-mails';
import { claimPlace, ensurePlaces, latest, lockPlaces, nextQueueNumber, releasePlace } from './training-places';
import type { EnrolmentsQueryDto } from './trainings.dto';

const HOUR_MS = 60 * 60 * 1000;
/** How early before a session's start its check-in opens. */
const CHECK_IN_EARLY_MS = 30 * 60 * 1000;
/** The most teachers a session's checklist names: a programme's largest seat count. */
const MAX_PRESENT = TRAINING_LIMITS.seatsMax;

interface Programme {
  id: string;
  title: string;
  startsAt: Date | string;
  enrolmentClosesAt: Date | string;
}

export interface ConfirmAnswer {
  status: 'confirmed' | 'waitlisted';
  position?: number;
}

/** An enrolment as the office reads it: with its place in the waiting list when it waits. */
export type EnrolmentView = TrainingEnrolment<Date>;

@Injectable()
export class TrainingsService {
  private readonly logger = new Logger(TrainingsService.name);

  constructor(
    private readonly db: DataSource,
    @InjectRepository(TrainingEnrolmentEntity) private readonly enrolments: Repository<TrainingEnrolmentEntity>,
    private readonly links: AccountLinksService,
    private readonly mail: MailSender,
    @Inject(ActivityService) private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A programme visitors may see (404 otherwise): what they may enrol in. */
  private async programme(id: string, manager: EntityManager = this.db.manager): Promise<Programme> {
    const schema = CONTENT_SCHEMAS.get(trainings)!;
    const found = (await publicOnly(
      manager.getRepository(schema).createQueryBuilder('c').where('c.id = :id', { id }),
    ).getOne()) as Programme | null;
    if (!found) throw ApiError.notFound();
    return found;
  }

  /** `language`: the page's the teacher enrolled from, kept for the mails that follow. */
  async enrol(
    trainingId: string,
    body: Record<string, unknown>,
    language: Language,
  ): Promise<{ id: string; status: 'pending' }> {
    const { values, errors } = checkFields(ENROLMENT_FIELDS, body ?? {});
    // Consent must be given, not only answered.
    if (!errors.some(([field]) => field === 'consent') && values.consent !== true)
      errors.push(['consent', TRAINING_MESSAGES.consentRequired]);
    const training = await this.programme(trainingId);
    if (errors.length > 0) throw validationError(errors);
    if (new Date(training.enrolmentClosesAt).getTime() <= Date.now()) throw new ApiError(409, TRAINING_MESSAGES.closed);
    const email = String(values.email).toLowerCase();
    const employeeId = String(values.employeeId).trim();
    const taken = await this.enrolments.exists({
      where: [
        { trainingId, employeeId },
        { trainingId, email },
      ],
    });
    if (taken) throw new ApiError(409, TRAINING_MESSAGES.alreadyEnrolled);
    let enrolment: TrainingEnrolmentEntity;
    try {
      enrolment = await this.enrolments.save(
        this.enrolments.create({
          trainingId,
          name: String(values.name),
          employeeId,
          email,
          phone: (values.phone as string | null) ?? null,
          school: String(values.school),
          district: String(values.district),
          status: 'pending',
          queueNumber: null,
          confirmedAt: null,
          language,
        }),
      );
    } catch (error) {
      // Two enrolments racing for one teacher: the unique index decides.
      if (isDuplicateKey(error)) throw new ApiError(409, TRAINING_MESSAGES.alreadyEnrolled);
      throw error;
    }
    await ensurePlaces(this.db.manager, trainingId);
    const token = await this.links.issue(enrolment.id, 'enrolment', ENROLMENT_LINK_HOURS * HOUR_MS);
    const url = `${this.config.publicUrl}${pathInLanguage(ENROLMENT_CONFIRM_PATH, language)}?token=${token}`;
    try {
      await this.mail.sendComposed(
        enrolment.email,
        (institute) =>
          confirmEnrolmentMail({
            name: enrolment.name,
            programme: training,
            url,
            hours: ENROLMENT_LINK_HOURS,
            institute,
            language,
          }),
        language,
      );
    } catch (error) {
      // Without its link the enrolment could never be confirmed, and would block a second try.
      this.logger.error(`Enrolment mail to ${enrolment.email} not sent: ${(error as Error).message}`);
      await this.links.dropAll(enrolment.id);
      await this.enrolments.delete({ id: enrolment.id });
      throw error;
    }
    return { id: enrolment.id, status: 'pending' };
  }

  /** The mailed link: a place when one is left, else the next number in the waiting list. */
  async confirm(token: unknown): Promise<ConfirmAnswer> {
    const id = await this.links.consume(typeof token === 'string' ? token : '', 'enrolment');
    const answer = await this.db.transaction(async (tx) => {
      const enrolment = await tx.findOne(TrainingEnrolmentEntity, { where: { id } });
      if (!enrolment || enrolment.status !== 'pending') throw ApiError.badRequest(ACCOUNT_MESSAGES.linkInvalid);
      await ensurePlaces(tx, enrolment.trainingId);
      if (await claimPlace(tx, enrolment.trainingId)) {
        await this.setStatus(tx, id, 'pending', { status: 'confirmed', confirmedAt: new Date() });
        return { status: 'confirmed' as const, trainingId: enrolment.trainingId, queueNumber: null };
      }
      const queueNumber = await nextQueueNumber(tx, enrolment.trainingId);
      await this.setStatus(tx, id, 'pending', { status: 'waitlisted', queueNumber });
      return { status: 'waitlisted' as const, trainingId: enrolment.trainingId, queueNumber };
    });
    if (answer.queueNumber === null) return { status: 'confirmed' };
    // Counted after the commit: every earlier number was committed before this one was given.
    return { status: 'waitlisted', position: await this.position(answer.trainingId, answer.queueNumber) };
  }

  /** 1 for the first waiting teacher. */
  private position(trainingId: string, queueNumber: number): Promise<number> {
    return this.enrolments
      .createQueryBuilder('e')
      .where('e.trainingId = :trainingId AND e.status = :status AND e.queueNumber <= :queueNumber', {
        trainingId,
        status: 'waitlisted',
        queueNumber,
      })
      .getCount();
  }

  /** Changes an enrolment only from the status it was read in: a change made meanwhile wins. */
  private async setStatus(
    tx: EntityManager,
    id: string,
    from: EnrolmentStatus,
    changes: Partial<TrainingEnrolmentEntity>,
  ): Promise<void> {
    const result = await tx.update(TrainingEnrolmentEntity, { id, status: from }, changes);
    if (!result.affected) throw new ApiError(409, TRAINING_MESSAGES.changedMeanwhile);
  }

  async list(trainingId: string, query: EnrolmentsQueryDto): Promise<PageResult<EnrolmentView>> {
    await this.anyProgramme(trainingId);
    const { page, pageSize, offset } = pageOf(query);
    const qb = this.ordered(trainingId, query.status ?? null);
    const [items, total] = await qb.skip(offset).take(pageSize).getManyAndCount();
    return new PageResult(await this.withPositions(trainingId, items), { total, page, pageSize });
  }

  /** Every enrolment of the programme as CSV (formula-neutralised cells, csv/safe-csv.ts). */
  async exportCsv(trainingId: string): Promise<string> {
    await this.anyProgramme(trainingId);
    const rows = await this.withPositions(trainingId, await this.ordered(trainingId, null).getMany());
    return toSafeCsv(
      ENROLMENT_EXPORT_COLUMNS.map(([, column]) => column),
      rows.map((row) => ENROLMENT_EXPORT_COLUMNS.map(([field]) => row[field])),
    );
  }

  /** The office confirms (when a place is left) or cancels; a freed place goes to the first waiting teacher. */
  async setByOffice(
    trainingId: string,
    enrolmentId: string,
    status: OfficeEnrolmentStatus,
    admin: AdminPrincipal | undefined,
    reason: string | null = null,
  ): Promise<EnrolmentView> {
    if (status === 'completed' && !reason)
      throw ApiError.badRequest(TRAINING_MESSAGES.reasonRequired, { reason: TRAINING_MESSAGES.reasonRequired });
    const programme = (await this.anyProgramme(trainingId)) as Programme & { hours: number };
    await ensurePlaces(this.db.manager, trainingId);
    const promoted = await this.db.transaction(async (tx) => {
      await lockPlaces(tx, trainingId);
      const enrolment = await tx.findOne(TrainingEnrolmentEntity, {
        where: { id: enrolmentId, trainingId },
        ...latest(tx),
      });
      if (!enrolment) throw ApiError.notFound();
      if (enrolment.status === status) return null;
      if (enrolment.status === 'cancelled' || enrolment.status === 'completed')
        throw new ApiError(409, TRAINING_MESSAGES.notChangeable);
      let freed = false;
      if (status === 'completed') {
        // By hand, with a reason (the attendance rule completes the others): the place stays held.
        if (enrolment.status !== 'confirmed') throw new ApiError(409, TRAINING_MESSAGES.onlyConfirmedCompletes);
        await this.setStatus(tx, enrolmentId, 'confirmed', { status: 'completed' });
        await creditTrainee(tx, enrolment, programme.hours);
      } else if (status === 'confirmed') {
        if (!(await claimPlace(tx, trainingId))) throw new ApiError(409, TRAINING_MESSAGES.noSeatsLeft);
        await this.setStatus(tx, enrolmentId, enrolment.status, {
          status: 'confirmed',
          confirmedAt: new Date(),
          queueNumber: null,
        });
      } else {
        freed = enrolment.status === 'confirmed';
        if (freed) await releasePlace(tx, trainingId);
        await this.setStatus(tx, enrolmentId, enrolment.status, { status: 'cancelled', queueNumber: null });
      }
      await this.activity.recordIn(
        tx,
        'Updated',
        'enrolment',
        enrolmentId,
        `${enrolment.name} (${enrolment.employeeId}): ${status} in ${programme.title}${reason ? `. Reason: ${reason}` : ''}`.slice(
          0,
          300,
        ),
        admin,
      );
      return freed ? this.promoteFirst(tx, trainingId) : null;
    });
    if (promoted)
      await this.mail
        .sendComposed(
          promoted.email,
          (institute) =>
            placeGivenMail({
              name: promoted.name,
              programme,
              url: `${this.config.publicUrl}${pathInLanguage(`/trainings/${trainingId}`, promoted.language)}`,
              institute,
              language: promoted.language,
            }),
          promoted.language,
        )
        .catch((error: Error) => this.logger.error(`Promotion mail not sent: ${error.message}`));
    const [view] = await this.withPositions(trainingId, [await this.enrolments.findOneByOrFail({ id: enrolmentId })]);
    return view;
  }

  /** Gives the place just freed to the first waiting teacher, if any; returns that enrolment. */
  private async promoteFirst(tx: EntityManager, trainingId: string): Promise<TrainingEnrolmentEntity | null> {
    const first = await tx.findOne(TrainingEnrolmentEntity, {
      where: { trainingId, status: 'waitlisted' },
      order: { queueNumber: 'ASC' },
      ...latest(tx),
    });
    if (!first || !(await claimPlace(tx, trainingId))) return null;
    await this.setStatus(tx, first.id, 'waitlisted', {
      status: 'confirmed',
      confirmedAt: new Date(),
      queueNumber: null,
    });
    await this.activity.recordIn(
      tx,
      'Updated',
      'enrolment',
      first.id,
      `${first.name} (${first.employeeId}): promoted from the waiting list`.slice(0, 300),
      undefined,
    );
    return first;
  }

  /** Who was present at a session (the office's checklist). */
  async attendance(trainingId: string, sessionId: string): Promise<{ present: string[] }> {
    await this.sessionOf(trainingId, sessionId);
    const rows = await this.db
      .getRepository(TrainingAttendanceEntity)
      .find({ where: { sessionId }, order: { enrolmentId: 'ASC' } });
    return { present: rows.map((r) => r.enrolmentId) };
  }

  /**
   * Replaces a session's attendance with `present` (confirmed or completed enrolments of the
   * programme), then completes whoever now has the hours (training-completion.ts).
   */
  async setAttendance(
    trainingId: string,
    sessionId: string,
    present: unknown,
    admin: AdminPrincipal | undefined,
  ): Promise<{ present: string[]; completed: string[] }> {
    const programme = (await this.anyProgramme(trainingId)) as Programme & {
      hours: number;
      minAttendancePercent: number;
    };
    await this.sessionOf(trainingId, sessionId);
    const invalid = () =>
      ApiError.badRequest(TRAINING_MESSAGES.presentInvalid, { present: TRAINING_MESSAGES.presentInvalid });
    if (!Array.isArray(present) || present.length > MAX_PRESENT || present.some((id) => typeof id !== 'string'))
      throw invalid();
    const ids = [...new Set(present as string[])];
    const completed = await this.db.transaction(async (tx) => {
      const known =
        ids.length === 0
          ? []
          : await tx.find(TrainingEnrolmentEntity, {
              where: { trainingId, id: In(ids), status: In(['confirmed', 'completed']) },
            });
      if (known.length !== ids.length) throw invalid();
      await tx.delete(TrainingAttendanceEntity, { sessionId });
      if (ids.length > 0)
        await tx.insert(
          TrainingAttendanceEntity,
          ids.map((enrolmentId) => ({ sessionId, enrolmentId })),
        );
      await this.activity.recordIn(
        tx,
        'Updated',
        'attendance',
        sessionId,
        `${programme.title}: ${ids.length} present`.slice(0, 300),
        admin,
      );
      return completeByAttendance(tx, trainingId, programme);
    });
    return { present: ids, completed: completed.map((e) => e.id) };
  }

  /** A new self check-in code of the session, valid CHECK_IN_CODE_SECONDS (the office's screen shows it as a QR code). */
  async newCheckInCode(trainingId: string, sessionId: string): Promise<{ code: string; expiresAt: Date }> {
    await this.sessionOf(trainingId, sessionId);
    const codes = this.db.getRepository(TrainingCheckInCodeEntity);
    await codes.delete({ expiresAt: LessThan(new Date()) });
    for (let attempt = 0; ; attempt++) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(Date.now() + CHECK_IN_CODE_SECONDS * 1000);
      try {
        await codes.insert({ code, sessionId, expiresAt });
        return { code, expiresAt };
      } catch (error) {
        // Another session's code has these digits now: draw again.
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  /** A teacher in the room checks in with the session's current code: present, and complete once the hours are there. */
  async checkIn(body: Record<string, unknown>): Promise<{ status: 'present' }> {
    const { values, errors } = checkFields(CHECK_IN_FIELDS, body ?? {});
    if (errors.length > 0) throw validationError(errors);
    const invalid = () =>
      ApiError.badRequest(TRAINING_MESSAGES.checkInInvalid, { code: TRAINING_MESSAGES.checkInInvalid });
    const now = Date.now();
    const found = await this.db
      .getRepository(TrainingCheckInCodeEntity)
      .findOne({ where: { code: String(values.code).trim() } });
    if (!found || found.expiresAt.getTime() <= now) throw invalid();
    const session = (await this.db
      .getRepository(CONTENT_SCHEMAS.get(trainingSessions)!)
      .findOne({ where: { id: found.sessionId } })) as { training: string; startsAt: Date; endsAt: Date } | null;
    // Only while the session runs (from a little before its start, for those who come early).
    if (
      !session ||
      now < new Date(session.startsAt).getTime() - CHECK_IN_EARLY_MS ||
      now > new Date(session.endsAt).getTime()
    )
      throw invalid();
    const enrolment = await this.enrolments.findOne({
      where: {
        trainingId: session.training,
        employeeId: String(values.employeeId).trim(),
        status: In(['confirmed', 'completed']),
      },
    });
    if (!enrolment)
      throw ApiError.badRequest(TRAINING_MESSAGES.notEnrolled, { employeeId: TRAINING_MESSAGES.notEnrolled });
    const programme = (await this.anyProgramme(session.training)) as Programme & {
      hours: number;
      minAttendancePercent: number;
    };
    await this.db.transaction(async (tx) => {
      if (
        await tx.exists(TrainingAttendanceEntity, { where: { sessionId: found.sessionId, enrolmentId: enrolment.id } })
      )
        return;
      try {
        await tx.insert(TrainingAttendanceEntity, { sessionId: found.sessionId, enrolmentId: enrolment.id });
      } catch (error) {
        // The same teacher's second scan at the same moment: already present.
        if (!isDuplicateKey(error)) throw error;
        return;
      }
      await completeByAttendance(tx, session.training, programme);
    });
    return { status: 'present' };
  }

  private async sessionOf(trainingId: string, sessionId: string): Promise<void> {
    const found = await this.db
      .getRepository(CONTENT_SCHEMAS.get(trainingSessions)!)
      .exists({ where: { id: sessionId, training: trainingId } });
    if (!found) throw ApiError.notFound();
  }

  /** A programme whatever its publishing state (the office's routes). */
  private async anyProgramme(id: string): Promise<Programme> {
    const found = (await this.db
      .getRepository(CONTENT_SCHEMAS.get(trainings)!)
      .findOne({ where: { id } })) as Programme | null;
    if (!found) throw ApiError.notFound();
    return found;
  }

  private ordered(trainingId: string, status: EnrolmentStatus | null) {
    const qb = this.enrolments.createQueryBuilder('e').where('e.trainingId = :trainingId', { trainingId });
    if (status) qb.andWhere('e.status = :status', { status });
    return qb.orderBy('e.createdAt', 'ASC').addOrderBy('e.id', 'ASC');
  }

  /** The waiting teachers' places (1, 2, ...) in the programme's queue. */
  private async withPositions(trainingId: string, rows: TrainingEnrolmentEntity[]): Promise<EnrolmentView[]> {
    const waiting = rows.some((r) => r.status === 'waitlisted')
      ? await this.enrolments.find({
          select: { id: true },
          where: { trainingId, status: 'waitlisted' },
          order: { queueNumber: 'ASC' },
        })
      : [];
    const place = new Map(waiting.map((w, i) => [w.id, i + 1]));
    return rows.map(({ queueNumber: _queue, ...row }) => ({ ...row, position: place.get(row.id) ?? null }));
  }
}
