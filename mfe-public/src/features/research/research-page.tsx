import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESEARCH_STATUS_FILTER, type ResearchStatus } from '@diet/contracts/enums';
import { RESEARCH_PAGE_SIZE } from '@diet/contracts/limits';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { DownloadLink } from '../../components/download-link';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useUrlFilters } from '../../components/use-url-filters';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { research } from '../../i18n/research.en';
import { ProposalModal } from './proposal-modal';
import { useGetPapersQuery } from './research-api';
import p from '../../components/page.module.css';
import own from './research-page.module.css';
import { choices } from '../../i18n/choices.en';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';

const t = research;
const FILTERS = ['status'] as const;
/** SPEC.md section 4: Completed green, Ongoing yellow, Published blue. */
const STATUS_CLASS: Record<ResearchStatus, string> = { Completed: p.green, Ongoing: p.yellow, Published: p.blue };

export function ResearchPage() {
  usePageTitle(en.pages['research']);
  useMetaDescription(t.heroText);
  const filters = useUrlFilters(FILTERS);
  const { status } = filters.values;
  const query = useGetPapersQuery({ q: filters.debouncedQ, status, page: filters.page });
  const { data: site } = useGetSiteQuery();
  const [proposalOpen, setProposalOpen] = useState(false);

  const list = (
    <FilteredList query={query} filters={filters} texts={t} pageSize={RESEARCH_PAGE_SIZE}>
      {(items, busy) => (
        <ul className={p.grid} aria-busy={busy}>
          {items.map((paper) => (
            <li key={paper.id} className={p.card}>
              <span className={`${p.badge} ${STATUS_CLASS[paper.status] ?? p.grey}`}>
                {choices.label(paper.status)}
              </span>
              <h3 className={p.cardTitle} lang={englishIf(paper, 'title')}>
                <ItemTitleLink path="research" id={paper.id}>
                  {paper.title}
                </ItemTitleLink>
              </h3>
              <p className={p.cardText}>
                {t.by} {paper.author} · {paper.year}
              </p>
              <p className={p.cardText} lang={englishIf(paper, 'description')}>
                {paper.description}
              </p>
              {paper.file ? (
                <DownloadLink
                  file={paper.file}
                  fileName={paper.fileName}
                  fileType={paper.fileType}
                  fileSize={paper.fileSize}
                  label={t.download}
                  context={paper.title}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </FilteredList>
  );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['research']} text={t.heroText} />
      <StatStrip label={t.statsLabel} stats={t.stats} />
      <FilterSection
        titleId="papers-title"
        title={t.papersTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={
          <SelectFilter
            label={t.statusLabel}
            allLabel={t.allStatus}
            value={status}
            options={RESEARCH_STATUS_FILTER}
            onChange={(v) => filters.set({ status: v })}
          />
        }
      >
        {list}
      </FilterSection>
      {site?.researchAreas?.length ? (
        <section className={p.section} aria-labelledby="areas-title">
          <h2 id="areas-title" className={p.sectionTitle}>
            {t.areasTitle}
          </h2>
          <ul className={p.grid}>
            {site.researchAreas.map((area) => (
              <li key={area.title} className={p.card}>
                <h3 className={p.cardTitle}>{area.title}</h3>
                <p className={p.cardText}>{area.description}</p>
                <span className={`${p.badge} ${p.blue}`}>{t.projects(area.projects)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className={`${p.section} ${p.card}`} aria-labelledby="collaborate-title">
        <h2 id="collaborate-title" className={p.cardTitle}>
          {t.collaborateTitle}
        </h2>
        <p className={p.cardText}>{t.collaborateText}</p>
        <div className={own.actions}>
          <button type="button" className={p.button} onClick={() => setProposalOpen(true)}>
            {t.submitProposal}
          </button>
          <Link className={p.link} to="/contact?subject=research">
            {t.contactUs}
          </Link>
        </div>
      </section>
      {proposalOpen ? <ProposalModal onClose={() => setProposalOpen(false)} /> : null}
    </div>
  );
}
