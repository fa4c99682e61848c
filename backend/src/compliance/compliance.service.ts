/**
 * The compliance report (ARCHITECTURE.md 12.3, issue 34 item 2): reads every published record of
 * every public content type and the published site settings, checks the links they hold and every
 * public page's own links against this very app (in-process: no network, no port), and files what
 * is wrong in five lists. The last report is kept (compliance_reports), so GET answers at once; a
 * run that finds problems the previous report did not have mails the editors about those only.
 * Links to other sites are followed only when COMPLIANCE_CHECK_EXTERNAL allows (a HEAD with a
 * timeout); otherwise they are listed 'not checked', never counted as broken.
 */
import { Inject, Injectable, Logger } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import {
  COMPLIANCE_CSV_HEADER,
  COMPLIANCE_LISTS,
  COMPLIANCE_LIST_NAMES,
  COMPLIANCE_TEXTS,
  complianceKey,
  NOT_CHECKED,
  type ComplianceData,
  type ComplianceEntry,
  type ComplianceList,
} from '@diet/contracts/compliance';
import { adminScreenPath, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { PERMISSIONS } from '@diet/contracts/permissions';
import { itemPageHref, LISTED_PAGE_PATHS } from '@diet/contracts/public-routes';
import { editHref } from '@diet/contracts/review';
import type { TranslatedLanguage } from '@diet/contracts/languages';
import { compose } from '../auth/account-mails';
import { AdminUserEntity } from '../auth/admin-user.entity';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CONTENT_SCHEMAS, SINGLETON_SCHEMAS } from '../content/content-schemas';
import { FILE_STORAGE, storedNameOf, type FileStorage } from '../files/file-storage';
import { MailSender } from '../mail/mail-sender';
import { getInProcess, inProcessRead, type RequestHandler } from '../web/in-process-read';
import { pageStatus } from '../web/page-status';
import { toSafeCsv } from '../csv/safe-csv';
import {
  docMissingAlt,
  docMissingTranslations,
  docTexts,
  filesWithoutMetaOf,
  linksIn,
  linksInHtml,
  missingAltOf,
  missingTranslationsOf,
  textsOf,
  titleOf,
  type Finding,
} from './compliance-checks';
import { pastReview } from '../content/review-dates';
import { ComplianceReportEntity, LAST_REPORT } from './compliance-report.entity';

/** A content type's name ('notice') by its path ('notices'). */
const TYPE_NAMES = new Map([...CONTENT_SCHEMAS.keys()].map((definition) => [definition.path, definition.name]));

type Row = Record<string, unknown> & { id: string };
type Doc = Record<string, unknown>;

/** The page addresses in the three languages. */
const LANGUAGE_PREFIXES = ['', '/pa', '/hi'];
/** Most problems one mail lists; the screen has them all. */
const MAIL_LIST_LIMIT = 25;

const emptyReport = (checkedAt: string | null): ComplianceData => ({
  checkedAt,
  brokenLinks: [],
  missingAltText: [],
  missingTranslations: [],
  filesWithoutMeta: [],
  pastReview: [],
});

@Injectable()
export class ComplianceService {
  private readonly logger = new Logger('Compliance');
  /** The run under way in this process: a second request joins it instead of starting another. */
  private running: Promise<ComplianceData> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly adapterHost: HttpAdapterHost,
    private readonly mail: MailSender,
  ) {}

  /** The last report kept (empty lists and no time before the first run). */
  async last(): Promise<ComplianceData> {
    const row = await this.db.getRepository(ComplianceReportEntity).findOneBy({ id: LAST_REPORT });
    return row ? (JSON.parse(row.report) as ComplianceData) : emptyReport(null);
  }

  /** Checks now, keeps the report and mails the editors about new problems; a run under way is joined. */
  run(now = new Date()): Promise<ComplianceData> {
    this.running ??= this.check(now)
      .then(async (report) => {
        await this.keep(report);
        return report;
      })
      .finally(() => (this.running = null));
    return this.running;
  }

  /** Every problem as CSV, the list first (COMPLIANCE_CSV_HEADER). */
  async exportCsv(): Promise<string> {
    const report = await this.last();
    return toSafeCsv(
      [...COMPLIANCE_CSV_HEADER],
      COMPLIANCE_LISTS.flatMap((list) =>
        report[list].map((e) => [COMPLIANCE_LIST_NAMES[list], e.type, e.id, e.title, e.detail, this.absolute(e.href)]),
      ),
    );
  }

  /** One whole check: the records, the site settings and the public pages. */
  async check(now = new Date()): Promise<ComplianceData> {
    const report = emptyReport(now.toISOString());
    const links = new LinkChecker(this.storage, this.config, this.adapterHost);
    const itemPages: string[] = [];
    for (const [definition, schema] of CONTENT_SCHEMAS) {
      if (!definition.public) continue;
      const rows = (await this.db.getRepository<Row>(schema).find()).filter(
        (row) => row.publishState === undefined || row.publishState === 'published',
      );
      for (const row of rows) {
        const at = this.itemPlace(definition, row);
        const file = (list: ComplianceList, findings: Finding[]) =>
          report[list].push(...findings.map((f) => ({ ...at, ...f })));
        file('missingAltText', missingAltOf(definition, row));
        file('missingTranslations', missingTranslationsOf(definition, row));
        file('filesWithoutMeta', [
          ...filesWithoutMetaOf(definition, row),
          ...(await this.missingFiles(definition, row)),
        ]);
        for (const { label, text } of textsOf(definition, row))
          for (const link of linksIn(text)) {
            const problem = await links.problem(link);
            if (problem) report.brokenLinks.push({ ...at, detail: `${label}: ${link}${problem}` });
          }
        const page = definition.public.get ? itemPageHref(definition.path, row.id) : null;
        if (page) itemPages.push(page);
      }
    }
    // The dashboard's own list: the same items, current ones only (an archived item is kept as it was).
    report.pastReview = (await pastReview(this.db.manager, now)).map((item) => ({
      type: TYPE_NAMES.get(item.type) ?? item.type,
      typeName: item.typeLabel,
      id: item.id,
      title: item.title,
      detail: COMPLIANCE_TEXTS.reviewWasDue(item.reviewBy),
      href: item.editUrl,
    }));
    await this.checkSingletons(report, links);
    const listed = LISTED_PAGE_PATHS.filter((p) => !p.includes(':')).map((p) => `/${p}`);
    await this.checkPages(report, links, listed, itemPages);
    // What is broken first; links to other sites not followed after it.
    const unchecked = (e: ComplianceEntry) => (e.detail.endsWith(NOT_CHECKED) ? 1 : 0);
    report.brokenLinks.sort((a, b) => unchecked(a) - unchecked(b));
    return report;
  }

  /** The type, id, title and back-office screen of a record. */
  private itemPlace(definition: ContentTypeDefinition, row: Row): Omit<ComplianceEntry, 'detail'> {
    return {
      type: definition.name,
      typeName: definition.label.one,
      id: row.id,
      title: titleOf(definition, row),
      href: editHref(adminScreenPath(definition), row.id),
    };
  }

  /** A record's stored files that are gone from the storage (a link to them answers 404). */
  private async missingFiles(definition: ContentTypeDefinition, row: Row): Promise<Finding[]> {
    const findings: Finding[] = [];
    for (const field of Object.entries(definition.fields).filter(([, f]) => f.kind === 'file' || f.kind === 'image')) {
      const name = storedNameOf(row[field[0]] as string | null);
      if (name && !(await this.storage.resolve(name)))
        findings.push({ detail: `${field[1].label}: the file ${String(row[field[0]])} is missing` });
    }
    return findings;
  }

  /** The published site settings: their links, pictures and translations. */
  private async checkSingletons(report: ComplianceData, links: LinkChecker): Promise<void> {
    for (const [definition, schema] of SINGLETON_SCHEMAS) {
      const row = await this.db.getRepository(schema).findOneBy({});
      if (!row) continue;
      const doc = (row.publishedContent ?? row.content) as Doc;
      const translations = ((row.publishedContent ? row.publishedTranslations : row.translations) ?? {}) as Partial<
        Record<TranslatedLanguage, Doc>
      >;
      const at = {
        type: definition.name,
        typeName: definition.label,
        id: definition.name,
        title: definition.label,
        href: `/admin/${definition.path}`,
      };
      const texts = docTexts(definition.fields, doc, translations);
      report.missingTranslations.push(...docMissingTranslations(texts).map((f) => ({ ...at, ...f })));
      report.missingAltText.push(...docMissingAlt(definition.fields, doc).map((f) => ({ ...at, ...f })));
      for (const t of texts)
        for (const text of [t.text, ...Object.values(t.translated).filter((v): v is string => typeof v === 'string')])
          for (const link of linksIn(text)) {
            const problem = await links.problem(link);
            if (problem) report.brokenLinks.push({ ...at, detail: `${t.label}: ${link}${problem}` });
          }
    }
  }

  /**
   * Every public page in the three languages as this server renders it (where it serves pages): a
   * listed page that answers 404 is broken, and so is each of its own links that does. An item's
   * page that visitors may not see (not approved, not yet shown) is no link of the site: skipped.
   */
  private async checkPages(
    report: ComplianceData,
    links: LinkChecker,
    listed: string[],
    items: string[],
  ): Promise<void> {
    const seen = new Set<string>();
    for (const page of [...listed, ...items])
      for (const prefix of LANGUAGE_PREFIXES) {
        const address = `${prefix}${page === '/' ? '' : page}` || '/';
        const at = { type: 'page', typeName: COMPLIANCE_TEXTS.publicPage, id: address, title: address, href: address };
        if ((await pageStatus(address, links.read)) >= 400) {
          if (listed.includes(page)) report.brokenLinks.push({ ...at, detail: `${address} (page not found)` });
          continue;
        }
        const html = await links.html(address);
        if (!html) continue;
        for (const link of linksInHtml(html)) {
          // A link of the header or footer is on every page: once is enough to fix it.
          if (seen.has(link)) continue;
          seen.add(link);
          const problem = await links.problem(link);
          if (problem) report.brokenLinks.push({ ...at, detail: `${link}${problem}` });
        }
      }
  }

  /** Keeps the report and mails the editors about what the previous one did not have. */
  private async keep(report: ComplianceData): Promise<void> {
    const repo = this.db.getRepository(ComplianceReportEntity);
    const previous = await this.last();
    const known = new Set(COMPLIANCE_LISTS.flatMap((list) => previous[list].map((e) => complianceKey(list, e))));
    const fresh = COMPLIANCE_LISTS.flatMap((list) =>
      report[list]
        .filter((e) => !e.detail.endsWith(NOT_CHECKED) && !known.has(complianceKey(list, e)))
        .map((e) => ({ list, e })),
    );
    await repo.save({ id: LAST_REPORT, checkedAt: new Date(report.checkedAt!), report: JSON.stringify(report) });
    if (fresh.length) await this.mailEditors(fresh);
  }

  private async mailEditors(fresh: { list: ComplianceList; e: ComplianceEntry }[]): Promise<void> {
    const editors = await this.db
      .getRepository(AdminUserEntity)
      .findBy({ role: In([...PERMISSIONS.compliance]), disabled: false });
    const lines = fresh
      .slice(0, MAIL_LIST_LIMIT)
      .map(({ list, e }) => `${COMPLIANCE_LIST_NAMES[list]}: ${e.title} (${e.type}) - ${e.detail}`);
    if (fresh.length > MAIL_LIST_LIMIT) lines.push(`... and ${fresh.length - MAIL_LIST_LIMIT} more.`);
    for (const editor of editors)
      await this.mail
        .sendComposed(editor.email, (institute) =>
          compose(
            COMPLIANCE_TEXTS.mailSubject(fresh.length),
            `Dear ${editor.name},`,
            ['The compliance check of the website found new problems since its last run:', ...lines],
            { url: this.absolute('/admin/compliance'), label: 'Open the compliance report' },
            'You hear about each problem once; the report lists all that remain.',
            institute,
          ),
        )
        .catch((error: Error) => this.logger.warn(`The compliance mail to ${editor.email} failed: ${error.message}`));
  }

  private absolute(href: string): string {
    return `${this.config.publicUrl}${href}`;
  }
}

/** Resolves links against this app, each address once a run. */
class LinkChecker {
  private readonly known = new Map<string, Promise<string | null>>();
  private readonly handler: RequestHandler;
  readonly read: ReturnType<typeof inProcessRead>;
  private readonly origin: string;

  constructor(
    private readonly storage: FileStorage,
    private readonly config: AppConfig,
    adapterHost: HttpAdapterHost,
  ) {
    this.handler = adapterHost.httpAdapter.getInstance() as RequestHandler;
    this.read = inProcessRead(this.handler);
    this.origin = new URL(config.publicUrl).origin;
  }

  /** What is wrong with a link (' (not found)', ' (not checked)'), or null when it works. */
  problem(link: string): Promise<string | null> {
    let answer = this.known.get(link);
    if (!answer) {
      answer = this.resolve(link).catch(() => null);
      this.known.set(link, answer);
    }
    return answer;
  }

  /** A page's HTML as this server renders it, or null where it serves no pages. */
  async html(address: string): Promise<string | null> {
    const answer = await getInProcess(this.handler, address, 'text/html').catch(() => null);
    return answer && /^\s*<!doctype html/i.test(answer.body) ? answer.body : null;
  }

  private async resolve(link: string): Promise<string | null> {
    if (/^(mailto|tel|javascript|data):|^#/i.test(link)) return null;
    let url: URL;
    try {
      url = new URL(link, this.config.publicUrl);
    } catch {
      return ' (not a valid address)';
    }
    if (url.origin !== this.origin) return this.external(url);
    const path = decodeURI(url.pathname);
    if (/^\/admin(\/|$)/.test(path)) return null;
    const stored = storedNameOf(path);
    if (stored) {
      const info = await this.storage.resolve(stored);
      return info && !info.withheld ? null : ' (file not found)';
    }
    // Pages by the public route table; the API, feeds and files by asking the app itself.
    const status = /^\/(api|rss|mfe)(\/|$)|\.[^/]+$/.test(path)
      ? (await getInProcess(this.handler, `${url.pathname}${url.search}`)).status
      : await pageStatus(path, this.read);
    return status >= 400 ? ` (not found, ${status})` : null;
  }

  private async external(url: URL): Promise<string | null> {
    if (!/^https?:$/.test(url.protocol)) return null;
    if (!this.config.compliance.checkExternal) return ` - ${NOT_CHECKED}`;
    try {
      const answer = await fetch(url, {
        method: 'HEAD',
        redirect: 'follow',
        signal: AbortSignal.timeout(this.config.compliance.externalTimeoutMs),
      });
      return answer.status === 404 || answer.status === 410 ? ` (not found, ${answer.status})` : null;
    } catch {
      // No answer (no way out, a timeout): not known to be broken.
      return ` - ${NOT_CHECKED}`;
    }
  }
}
