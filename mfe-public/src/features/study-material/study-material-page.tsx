import { COURSES, MATERIAL_SUBJECTS, MATERIAL_TYPES, type MaterialType } from '@diet/contracts/enums';
import { formatLongDate } from '@diet/frontend-core/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { DownloadLink } from '../../components/download-link';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { Pager } from '../../components/pager';
import { SearchFilter, SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { MATERIALS_PAGE_SIZE, useGetMaterialsQuery } from './study-material-api';
import f from '../../components/filters.module.css';
import p from '../../components/page.module.css';
import styles from './study-material-page.module.css';

const t = en.materials;
const FILTERS = ['subject', 'course', 'type'] as const;
/** A decorative type icon; the type is also written out beside it. */
const TYPE_ICONS: Record<MaterialType, string> = { Notes: '📝', Presentation: '📊', Video: '🎬', Assignment: '📋', Reference: '📚' };

/** Study Materials: search and three filters (API), cards with type, subject, course, date, Download. */
export function StudyMaterialPage() {
  usePageTitle(en.pages.studyMaterial);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { subject, course, type } = filters.values;
  const { data, isLoading, isError, isFetching, refetch } = useGetMaterialsQuery({ q: filters.debouncedQ, subject, course, type, page: filters.page });

  let body;
  if (isLoading) body = <p className={p.muted}>{t.loading}</p>;
  else if (isError) body = <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />;
  else if (!data?.items.length)
    body = filters.filtered ? (
      <div>
        <p className={p.muted}>{t.empty}</p>
        <p>
          <button type="button" className={f.button} onClick={filters.clear}>
            {t.clearFilters}
          </button>
        </p>
      </div>
    ) : (
      <p className={p.muted}>{t.none}</p>
    );
  else
    body = (
      <>
        <p className={f.count} role="status">
          {t.count(data.total)}
        </p>
        <ul className={p.grid} aria-busy={isFetching}>
          {data.items.map((m) => (
            <li key={m.id} className={p.card}>
              <span className={styles.type}>
                <span aria-hidden="true">{TYPE_ICONS[m.type] ?? '📄'}</span> {m.type}
              </span>
              <h3 className={p.cardTitle}>{m.title}</h3>
              <p className={p.cardText}>
                {m.subject} · {m.course}
              </p>
              <p className={p.cardText}>
                {t.uploaded}: <time dateTime={m.uploadDate}>{formatLongDate(m.uploadDate)}</time>
              </p>
              <DownloadLink file={m.file} fileName={m.fileName} fileType={m.fileType} fileSize={m.fileSize} label={t.download} context={m.title} />
            </li>
          ))}
        </ul>
        <Pager page={filters.page} total={data.total} pageSize={MATERIALS_PAGE_SIZE} onPage={(n) => filters.set({ page: String(n) })} labels={en.paging} />
      </>
    );

  return (
    <div className={p.page}>
      <PageHero title={en.pages.studyMaterial} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <section className={p.section} aria-labelledby="materials-title">
        <h2 id="materials-title" className={p.sectionTitle}>
          {t.listTitle}
        </h2>
        <div className={f.bar} role="search">
          <SearchFilter label={t.searchLabel} placeholder={t.searchPlaceholder} value={filters.q} onChange={(v) => filters.set({ q: v })} />
          <SelectFilter label={t.subjectLabel} allLabel={t.all} value={subject} options={MATERIAL_SUBJECTS} onChange={(v) => filters.set({ subject: v })} />
          <SelectFilter label={t.courseLabel} allLabel={t.all} value={course} options={COURSES} onChange={(v) => filters.set({ course: v })} />
          <SelectFilter label={t.typeLabel} allLabel={t.all} value={type} options={MATERIAL_TYPES} onChange={(v) => filters.set({ type: v })} />
        </div>
        {body}
      </section>
      <section className={`${p.section} ${p.card}`} aria-labelledby="guidelines-title">
        <h2 id="guidelines-title" className={p.cardTitle}>
          {t.guidelinesTitle}
        </h2>
        <ul className={p.list}>
          {t.guidelines.map((g) => (
            <li key={g}>{g}</li>
          ))}
        </ul>
      </section>
    </div>
  );
}
