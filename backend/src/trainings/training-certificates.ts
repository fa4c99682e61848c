/**
 * Certificates anyone can verify (ARCHITECTURE.md 12.2 and 12.7): one per completed enrolment,
 * issued by the office (again and again: the same certificates), mailed, its code written into the
 * teacher's trainee record. The verify route does the same work for unknown and known codes: one
 * indexed read, then the same answer built, then the 404; and it is throttled like a public POST.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { DataSource, type EntityManager } from 'typeorm';
import { traineeRecords } from '@diet/contracts/content-types/trainee-records';
import type { Language } from '@diet/contracts/languages';
import {
  REASON_MAX,
  trainings,
  type IssuedCertificate as IssuedCertificateAnswer,
} from '@diet/contracts/content-types/trainings';
import { TRAINING_MESSAGES, certificateVerifyPath, type CertificateStatus } from '@diet/contracts/training-messages';
import { ActivityService } from '../activity/activity.service';
import type { AdminPrincipal } from '../auth/admin-principal';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CONTENT_SCHEMAS } from '../content/content-schemas';
import { FILE_STORAGE, type FileStorage } from '../files/file-storage';
import { MailSender } from '../mail/mail-sender';
import { siteSettingsOf } from '../site/site.controller';
import { publishedEmblems, uploadedBytes } from '../site/site-facts';
import { certificatePdf, type InstituteOnPaper } from './certificate-pdf';
import { TrainingCertificateEntity, TrainingEnrolmentEntity } from './training-enrolment.entity';
import { certificateMail, type MailedProgramme } from './training-mails';
import { latest } from './training-places';

type Programme = MailedProgramme & { hours: number; startsAt: Date; endsAt: Date };

/** Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_BYTES = 13;

/** 20 characters of 5 bits (100 random bits of 104 drawn), in four groups: 'K7Q2M-9XD4R-...'. */
export function certificateCode(bytes: Buffer = randomBytes(CODE_BYTES)): string {
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  const chars = Array.from({ length: 20 }, (_, i) => ALPHABET[parseInt(bits.slice(i * 5, i * 5 + 5), 2)]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** A code as typed or read from paper: any case, spaces around it. */
const normalisedCode = (code: string) => code.trim().toUpperCase().slice(0, 32);

export type IssuedCertificate = IssuedCertificateAnswer<Date>;

export interface CertificateView {
  status: CertificateStatus;
  name: string;
  programme: string;
  hours: number;
  startsAt: Date;
  endsAt: Date;
  issuedAt: Date;
  revokedReason?: string;
}

/** What an unknown code is answered from, so that it costs what a known one costs. */
const NOBODY: TrainingCertificateEntity = Object.assign(new TrainingCertificateEntity(), {
  code: '',
  enrolmentId: '',
  trainingId: '',
  name: '',
  employeeId: '',
  programme: '',
  hours: 0,
  startsAt: new Date(0),
  endsAt: new Date(0),
  issuedAt: new Date(0),
  revokedAt: null,
  revokedReason: null,
});

@Injectable()
export class TrainingCertificatesService {
  private readonly logger = new Logger(TrainingCertificatesService.name);

  constructor(
    private readonly db: DataSource,
    private readonly mail: MailSender,
    @Inject(ActivityService) private readonly activity: ActivityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly modules: ModuleRef,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** The verify page of a certificate: its QR code's target and the mail's link. */
  private verifyUrl(code: string): string {
    return `${this.config.publicUrl}${certificateVerifyPath(code)}`;
  }

  /** A certificate for every completed enrolment of the programme that has none; answers all of them. */
  async issue(trainingId: string, admin: AdminPrincipal | undefined): Promise<IssuedCertificate[]> {
    const programme = await this.programme(trainingId);
    const fresh = await this.db.transaction(async (tx) => {
      const completed = await tx.find(TrainingEnrolmentEntity, {
        where: { trainingId, status: 'completed' },
        order: { createdAt: 'ASC', id: 'ASC' },
        ...latest(tx),
      });
      const held = new Set(
        (await tx.find(TrainingCertificateEntity, { where: { trainingId }, select: { enrolmentId: true } })).map(
          (c) => c.enrolmentId,
        ),
      );
      const made: { certificate: TrainingCertificateEntity; email: string; language: Language }[] = [];
      for (const enrolment of completed.filter((e) => !held.has(e.id))) {
        const certificate = Object.assign(new TrainingCertificateEntity(), {
          code: certificateCode(),
          enrolmentId: enrolment.id,
          trainingId,
          name: enrolment.name,
          employeeId: enrolment.employeeId,
          programme: programme.title,
          hours: Number(programme.hours),
          startsAt: new Date(programme.startsAt),
          endsAt: new Date(programme.endsAt),
          issuedAt: new Date(),
          revokedAt: null,
          revokedReason: null,
        });
        // The unique index on the enrolment keeps a racing second issue from making another.
        await tx.insert(TrainingCertificateEntity, certificate);
        await this.addToTraineeRecord(tx, enrolment.employeeId, certificate.code);
        made.push({ certificate, email: enrolment.email, language: enrolment.language });
      }
      if (made.length > 0)
        await this.activity.recordIn(
          tx,
          'Created',
          'certificate',
          trainingId,
          `${made.length} certificates of ${programme.title}`.slice(0, 300),
          admin,
        );
      return made;
    });
    for (const { certificate, email, language } of fresh)
      await this.mailCertificate(certificate, programme, email, language).catch((error: Error) =>
        this.logger.error(`Certificate mail not sent: ${error.message}`),
      );
    return this.list(trainingId);
  }

  /** GET /api/admin/trainings/{id}/certificates: every certificate of the programme, revoked ones with their reason. */
  async list(trainingId: string): Promise<IssuedCertificate[]> {
    await this.programme(trainingId);
    const all = await this.db
      .getRepository(TrainingCertificateEntity)
      .find({ where: { trainingId }, order: { issuedAt: 'ASC', code: 'ASC' } });
    return all.map(({ code, enrolmentId, name, employeeId, hours, issuedAt, revokedAt, revokedReason }) => ({
      code,
      enrolmentId,
      name,
      employeeId,
      hours: Number(hours),
      issuedAt,
      status: revokedAt ? 'revoked' : 'valid',
      ...(revokedAt ? { revokedReason: revokedReason ?? '' } : {}),
    }));
  }

  /** The programme (any publishing state: the office's), or 404: what a certificate copies, and its mail words. */
  private async programme(trainingId: string): Promise<Programme> {
    const found = await this.db.getRepository(CONTENT_SCHEMAS.get(trainings)!).findOne({ where: { id: trainingId } });
    if (!found) throw ApiError.notFound();
    return found as unknown as Programme;
  }

  /** GET /api/certificates/{code}.pdf: the certificate on paper, revoked ones marked so; 404 when none has the code. */
  async pdf(code: string): Promise<Buffer> {
    const found = await this.db
      .getRepository(TrainingCertificateEntity)
      .findOne({ where: { code: normalisedCode(code) } });
    if (!found) throw ApiError.notFound();
    return certificatePdf(
      {
        ...found,
        hours: Number(found.hours),
        revokedReason: found.revokedAt ? (found.revokedReason ?? '') : undefined,
      },
      this.verifyUrl(found.code),
      await this.instituteOnPaper(),
    );
  }

  /** The institute as the office published it: its name in English and Punjabi, its first emblem. */
  private async instituteOnPaper(): Promise<InstituteOnPaper> {
    const settings = siteSettingsOf(this.modules);
    const [english, punjabi, emblems] = await Promise.all([
      settings.published('en'),
      settings.published('pa'),
      publishedEmblems(this.modules, 'en'),
    ]);
    const names = [...new Set([english.instituteName, punjabi.instituteName].map(String).filter(Boolean))];
    const artwork = await uploadedBytes(this.files, emblems[0]?.src);
    // pdfkit takes PNG and JPEG only; an SVG or WebP emblem is drawn as PNG, at print resolution.
    const emblem = artwork
      ? await sharp(artwork)
          .resize(240, 240, { fit: 'inside' })
          .png()
          .toBuffer()
          .catch(() => undefined)
      : undefined;
    return { names, emblem };
  }

  /** GET /api/certificates/{code}: the same read and work for any code; 404 when none has it. */
  async verify(code: string): Promise<CertificateView> {
    const found = await this.db
      .getRepository(TrainingCertificateEntity)
      .findOne({ where: { code: normalisedCode(code) } });
    const certificate = found ?? NOBODY;
    const view: CertificateView = {
      status: certificate.revokedAt ? 'revoked' : 'valid',
      name: certificate.name,
      programme: certificate.programme,
      hours: Number(certificate.hours),
      startsAt: certificate.startsAt,
      endsAt: certificate.endsAt,
      issuedAt: certificate.issuedAt,
      ...(certificate.revokedAt ? { revokedReason: certificate.revokedReason ?? '' } : {}),
    };
    if (!found) throw ApiError.notFound();
    return view;
  }

  /** An administrator revokes a certificate, with the reason the verify page shows; audited. */
  async revoke(code: string, reason: unknown, admin: AdminPrincipal | undefined): Promise<CertificateView> {
    const text = typeof reason === 'string' ? reason.trim() : '';
    if (!text)
      throw ApiError.badRequest(TRAINING_MESSAGES.reasonRequired, { reason: TRAINING_MESSAGES.reasonRequired });
    if (text.length > REASON_MAX)
      throw ApiError.badRequest(`Reason must be at most ${REASON_MAX} characters`, {
        reason: `Reason must be at most ${REASON_MAX} characters`,
      });
    await this.db.transaction(async (tx) => {
      const certificate = await tx.findOne(TrainingCertificateEntity, { where: { code }, ...latest(tx) });
      if (!certificate) throw ApiError.notFound();
      await tx.update(TrainingCertificateEntity, { code }, { revokedAt: new Date(), revokedReason: text });
      await this.activity.recordIn(
        tx,
        'Updated',
        'certificate',
        null,
        `Revoked ${code} of ${certificate.name} (${certificate.programme}): ${text}`.slice(0, 300),
        admin,
      );
    });
    return this.verify(code);
  }

  private async addToTraineeRecord(tx: EntityManager, employeeId: string, code: string): Promise<void> {
    const records = tx.getRepository(CONTENT_SCHEMAS.get(traineeRecords)!);
    const record = (await records.findOne({ where: { employeeId }, ...latest(tx) })) as {
      id: string;
      certificates: string[];
    } | null;
    if (record && !record.certificates.includes(code))
      await records.update({ id: record.id }, { certificates: [...record.certificates, code] } as never);
  }

  /** In the language the teacher enrolled in, the programme's title as published in it. */
  private async mailCertificate(
    certificate: TrainingCertificateEntity,
    programme: MailedProgramme,
    to: string,
    language: Language,
  ): Promise<void> {
    const url = this.verifyUrl(certificate.code);
    await this.mail.sendComposed(
      to,
      (institute) =>
        certificateMail({
          name: certificate.name,
          programme,
          hours: certificate.hours,
          code: certificate.code,
          url,
          institute,
          language,
        }),
      language,
    );
  }
}
