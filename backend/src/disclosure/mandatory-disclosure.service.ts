/**
 * The NCTE mandatory disclosure (ARCHITECTURE.md 12.3) put together from what visitors may read now:
 * the site settings (the institute, its recognition, the facilities), the programmes, the staff
 * (current ones as the faculty; who joined or left in the last quarter by their dates of joining
 * and leaving), and the library's holdings by subject with the books added in the quarter. The
 * dates are the records' own: the office sets when someone joined or left, which a record's edit
 * history cannot tell (it knows when the office typed it, not when the member came).
 */
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { ContentTypeDefinition } from '@diet/contracts/content-type';
import { localizedRecord } from '@diet/contracts/content-translations';
import { library } from '@diet/contracts/content-types/library';
import { programmes } from '@diet/contracts/content-types/programmes';
import { staff } from '@diet/contracts/content-types/staff';
import type { SiteContent } from '@diet/contracts/entities';
import type { Language } from '@diet/contracts/languages';
import { INSTITUTE_UTC_OFFSET_MS } from '@diet/contracts/limits';
import {
  quarterStart,
  type Day,
  type DisclosureFacultyMember,
  type DisclosureLibrarySubject,
  type DisclosureStaffChange,
  type LibraryFigures,
  type MandatoryDisclosure,
} from '@diet/contracts/mandatory-disclosure';
import { instituteToday } from '../common/institute-date';
import { contentServiceToken } from '../content/content-controllers';
import { publicOnly } from '../content/content-publishing';
import type { ContentService } from '../content/content.service';
import { rawDateTime } from '../database/raw-datetime';
import { siteSettingsOf } from '../site/site.controller';

type Row = ObjectLiteral & { id: string };

/** A date column's value as a day (the drivers give a string or a Date). */
const dayOf = (value: unknown): Day | null => {
  if (value === null || value === undefined || value === '') return null;
  return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
};

/** The institute's day of a moment: a Date, or a raw datetime of either database (MAX() on SQLite is text). */
const instituteDayOf = (value: unknown): Day | null => {
  const moment = rawDateTime(value);
  return moment ? instituteToday(moment) : null;
};

/** The start of an institute day as a moment (what a creation time is compared with). */
const startOfDay = (day: Day): Date => new Date(Date.parse(`${day}T00:00:00Z`) - INSTITUTE_UTC_OFFSET_MS);

/** The latest of some days, or null when there is none. */
const latest = (days: readonly (Day | null)[]): Day | null =>
  days
    .filter((d): d is Day => d !== null)
    .sort()
    .at(-1) ?? null;

const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const optionalText = (value: unknown): string | null =>
  value === null || value === undefined || value === '' ? null : String(value);

@Injectable()
export class MandatoryDisclosureService {
  constructor(private readonly modules: ModuleRef) {}

  private service(definition: ContentTypeDefinition): ContentService {
    return this.modules.get<ContentService>(contentServiceToken(definition), { strict: false });
  }

  /** The records of a type visitors may read now, as stored (alias `c`). */
  private published(definition: ContentTypeDefinition): SelectQueryBuilder<Row> {
    const service = this.service(definition);
    return publicOnly(service.db.getRepository<Row>(service.schema).createQueryBuilder('c'));
  }

  /** The day of the latest change to what visitors read of a type: its last edit or publication. */
  private async latestChange(definition: ContentTypeDefinition): Promise<Day | null> {
    const raw = await this.published(definition)
      .select('MAX(c.updatedAt)', 'updated')
      .addSelect('MAX(c.publishAt)', 'published')
      .getRawOne<{ updated: unknown; published: unknown }>();
    return latest([instituteDayOf(raw?.updated), instituteDayOf(raw?.published)]);
  }

  async disclosure(language: Language): Promise<MandatoryDisclosure> {
    const today = instituteToday();
    const period = { from: quarterStart(today), to: today };
    const [settings, programmeSection, staffSections, librarySection] = await Promise.all([
      this.siteSettings(language),
      this.programmes(language),
      this.staff(language, period),
      this.library(period),
    ]);
    return {
      language,
      generatedOn: today,
      ...settings,
      programmes: programmeSection,
      ...staffSections,
      library: librarySection,
    };
  }

  /** The institute, its recognition and its facilities: the published site settings, dated by their last save. */
  private async siteSettings(language: Language): Promise<Pick<MandatoryDisclosure, 'institute' | 'facilities'>> {
    const settings = siteSettingsOf(this.modules);
    const [published, row] = await Promise.all([settings.published(language), settings.get()]);
    const site = published as unknown as SiteContent;
    const asOf = instituteDayOf(row.updatedAt);
    return {
      institute: {
        name: site.instituteName,
        address: { lines: site.address?.lines ?? [], pin: site.address?.pin ?? '' },
        phone: site.phone,
        email: site.email,
        recognition: {
          order: site.recognition?.order ?? null,
          date: site.recognition?.date ?? null,
          body: site.recognition?.body ?? null,
        },
        asOf,
      },
      facilities: {
        items: (site.facilities ?? []).map((f) => ({
          title: f.title,
          description: f.description,
          features: f.features ?? [],
        })),
        asOf,
      },
    };
  }

  private async programmes(language: Language): Promise<MandatoryDisclosure['programmes']> {
    const [rows, asOf] = await Promise.all([
      this.published(programmes).orderBy('c.createdAt', 'ASC').addOrderBy('c.id', 'ASC').getMany(),
      this.latestChange(programmes),
    ]);
    const items = rows
      .map((row) => localizedRecord(programmes, row, language))
      .map((p) => ({
        id: p.id,
        name: text(p.name),
        level: optionalText(p.level),
        duration: text(p.duration),
        intake: Number(p.intake),
        fees: optionalText(p.fees),
      }));
    return { items, totalIntake: items.reduce((sum, p) => sum + p.intake, 0), asOf };
  }

  private async staff(
    language: Language,
    period: { from: Day; to: Day },
  ): Promise<Pick<MandatoryDisclosure, 'faculty' | 'staffChanges'>> {
    const [rows, changed] = await Promise.all([
      this.published(staff)
        .orderBy('c.displayOrder', 'ASC')
        .addOrderBy('c.name', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .getMany(),
      this.latestChange(staff),
    ]);
    const members = rows.map((row) => localizedRecord(staff, row, language));
    // Current: as /api/staff shows them (no leaving date, or one not yet passed).
    const current = members.filter((m) => {
      const left = dayOf(m.leavingDate);
      return left === null || left >= period.to;
    });
    // A leaving that has passed changed the faculty on its day, though no record was written then.
    const leavings = members.map((m) => dayOf(m.leavingDate)).filter((d) => d !== null && d < period.to);
    const asOf = latest([changed, ...leavings]);
    const faculty: DisclosureFacultyMember[] = current.map((m) => ({
      id: m.id,
      name: text(m.name),
      designation: text(m.designation),
      subject: text(m.subject),
      qualification: optionalText(m.qualification),
      photo: optionalText(m.photo),
      joiningDate: dayOf(m.joiningDate),
    }));
    const change = (m: Row, date: Day): DisclosureStaffChange => ({
      id: m.id,
      name: text(m.name),
      designation: text(m.designation),
      date,
    });
    const within = (field: 'joiningDate' | 'leavingDate', before: (day: Day) => boolean) =>
      members
        .map((m) => [m, dayOf(m[field])] as const)
        .filter((pair): pair is readonly [Row, Day] => pair[1] !== null && pair[1] >= period.from && before(pair[1]))
        .map(([m, day]) => change(m, day))
        .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
    return {
      faculty: { items: faculty, count: faculty.length, asOf },
      staffChanges: {
        period,
        joined: within('joiningDate', (day) => day <= period.to),
        // Leaving today: still staff today, so not yet left.
        left: within('leavingDate', (day) => day < period.to),
        asOf: period.to,
      },
    };
  }

  private async library(period: { from: Day; to: Day }): Promise<MandatoryDisclosure['library']> {
    // A book imported from a CSV file has no date of accession: the day it was entered stands for it.
    const added =
      '((c.accessionDate IS NOT NULL AND c.accessionDate >= :from AND c.accessionDate <= :to) OR (c.accessionDate IS NULL AND c.createdAt >= :fromMoment))';
    const [rows, asOf] = await Promise.all([
      this.published(library)
        .select('c.subject', 'subject')
        .addSelect('COUNT(*)', 'titles')
        .addSelect('SUM(c.copies)', 'copies')
        .addSelect(`SUM(CASE WHEN ${added} THEN 1 ELSE 0 END)`, 'addedTitles')
        .addSelect(`SUM(CASE WHEN ${added} THEN c.copies ELSE 0 END)`, 'addedCopies')
        .setParameters({ from: period.from, to: period.to, fromMoment: startOfDay(period.from) })
        .groupBy('c.subject')
        .orderBy('c.subject', 'ASC')
        .getRawMany<{
          subject: string;
          titles: unknown;
          copies: unknown;
          addedTitles: unknown;
          addedCopies: unknown;
        }>(),
      this.latestChange(library),
    ]);
    const subjects: DisclosureLibrarySubject[] = rows.map((r) => ({
      subject: r.subject,
      holdings: { titles: Number(r.titles), copies: Number(r.copies ?? 0) },
      added: { titles: Number(r.addedTitles ?? 0), copies: Number(r.addedCopies ?? 0) },
    }));
    const sum = (pick: (s: DisclosureLibrarySubject) => LibraryFigures): LibraryFigures => ({
      titles: subjects.reduce((n, s) => n + pick(s).titles, 0),
      copies: subjects.reduce((n, s) => n + pick(s).copies, 0),
    });
    return {
      subjects,
      totals: { holdings: sum((s) => s.holdings), added: sum((s) => s.added) },
      period,
      asOf,
      addedAsOf: period.to,
    };
  }
}
