import { COURSES, MATERIAL_SUBJECTS, MATERIAL_TYPES, type MaterialType } from '@diet/contracts/enums';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { DownloadLink } from '../../components/download-link';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { materials } from '../../i18n/materials.en';
import { MATERIALS_PAGE_SIZE, useGetMaterialsQuery } from './study-material-api';
import p from '../../components/page.module.css';
import styles from './study-material-page.module.css';
import { choices } from '../../i18n/choices.en';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';

const t = materials;
const FILTERS = ['subject', 'course', 'type'] as const;
/** A decorative type icon; the type is also written out beside it. */
const TYPE_ICONS: Record<MaterialType, string> = {
  Notes: '📝',
  Presentation: '📊',
  Video: '🎬',
  Assignment: '📋',
  Reference: '📚',
};

/** Study Materials: search and three filters (API), cards with type, subject, course, date, Download. */
export function StudyMaterialPage() {
  usePageTitle(en.pages['study-material']);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { subject, course, type } = filters.values;
  const query = useGetMaterialsQuery({ q: filters.debouncedQ, subject, course, type, page: filters.page });

  const list = (
    <FilteredList query={query} filters={filters} texts={t} pageSize={MATERIALS_PAGE_SIZE}>
      {(items, busy) => (
        <ul className={p.grid} aria-busy={busy}>
          {items.map((m) => (
            <li key={m.id} className={p.card}>
              <span className={styles.type}>
                <span aria-hidden="true">{TYPE_ICONS[m.type] ?? '📄'}</span> {choices.label(m.type)}
              </span>
              <h3 className={p.cardTitle} lang={englishIf(m, 'title')}>
                <ItemTitleLink path="study-material" id={m.id}>
                  {m.title}
                </ItemTitleLink>
              </h3>
              <p className={p.cardText}>
                {choices.label(m.subject)} · {choices.label(m.course)}
              </p>
              <p className={p.cardText}>
                {t.uploaded}: <time dateTime={m.uploadDate}>{formatLongDate(m.uploadDate)}</time>
              </p>
              <DownloadLink
                file={m.file}
                fileName={m.fileName}
                fileType={m.fileType}
                fileSize={m.fileSize}
                label={t.download}
                context={m.title}
              />
            </li>
          ))}
        </ul>
      )}
    </FilteredList>
  );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['study-material']} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <FilterSection
        titleId="materials-title"
        title={t.listTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <>
            <SelectFilter
              label={t.subjectLabel}
              allLabel={t.all}
              value={subject}
              options={MATERIAL_SUBJECTS}
              onChange={(v) => filters.set({ subject: v })}
            />
            <SelectFilter
              label={t.courseLabel}
              allLabel={t.all}
              value={course}
              options={COURSES}
              onChange={(v) => filters.set({ course: v })}
            />
            <SelectFilter
              label={t.typeLabel}
              allLabel={t.all}
              value={type}
              options={MATERIAL_TYPES}
              onChange={(v) => filters.set({ type: v })}
            />
          </>
        }
      >
        {list}
      </FilterSection>
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
