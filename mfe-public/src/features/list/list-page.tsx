/**
 * The one list page of every content type whose definition asks for it (`public.listPage`,
 * ARCHITECTURE 12.1): its name and text, search, a select for each filter field, the count, paging,
 * the empty and failed states (FilteredList), and a card per item linked to its own page, with its
 * choices by their names and its file with format and size. Nothing of it is written per type.
 */
import { Link, useLocation } from 'react-router-dom';
import { groupLabelOf } from '@diet/contracts/search';
import { activeLanguage } from '@diet/contracts/active-language';
import {
  fileFields,
  filterFields,
  publicPageOf,
  titleFieldOf,
  type ChoiceField,
  type ContentTypeDefinition,
} from '@diet/contracts/content-type';
import { CONTENT_TYPES } from '@diet/contracts/content-types/index';
import { formatLongDate } from '@diet/contracts/dates';
import { listOfPage } from '@diet/contracts/public-routes';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetContentListQuery, type PublicItem } from '../../api/content-api';
import { choiceName, fieldName } from '../../components/definition-names';
import { DownloadLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { FilteredList, FilterSection } from '../../components/filtered-list';
import { ItemTitleLink } from '../../components/item-title-link';
import { LoadError } from '../../components/load-error';
import { PageHero } from '../../components/page-hero';
import { SelectFilter } from '../../components/select-filter';
import { useMetaDescription } from '../../components/use-meta-description';
import { useUrlFilters } from '../../components/use-url-filters';
import { ViewTabs } from '../../components/view-tabs';
import { en } from '../../i18n/en';
import { list as t } from '../../i18n/list.en';
import { NotFoundPage } from '../not-found/not-found-page';
import { LIST_CARDS } from './list-cards';
import p from '../../components/page.module.css';

const PAGE_SIZE = 20;
/** Items of a related list shown on the page; the rest are a link away. */
const RELATED_SIZE = 20;

const choiceFilters = (definition: ContentTypeDefinition) =>
  filterFields(definition).filter((entry): entry is [string, ChoiceField] => entry[1].kind === 'choice');

/** One item's card: its title to its page, its choices, its first date, its file. */
function Card({ definition, item }: { definition: ContentTypeDefinition; item: PublicItem }) {
  const title = titleFieldOf(definition);
  const choices = choiceFilters(definition).filter(([name]) => typeof item[name] === 'string');
  const date = Object.entries(definition.fields).find(([name, f]) => f.kind === 'date' && !f.adminOnly && item[name]);
  const [file] = fileFields(definition).filter(([name, f]) => f.kind === 'file' && !f.adminOnly && item[name]);
  const heading = String(item[title] ?? '');
  return (
    <li className={p.card}>
      <h3 className={p.cardTitle} lang={englishIf(item, title)}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {heading}
        </ItemTitleLink>
      </h3>
      {choices.length > 0 ? (
        <p className={p.muted}>
          {choices.map(([name, field]) => (
            <span key={name} className={`${p.badge} ${p.blue}`}>
              <span className={p.hiddenText}>{fieldName(field, field.label)}: </span>
              {choiceName(field, String(item[name])) ?? String(item[name])}
            </span>
          ))}
        </p>
      ) : null}
      {date ? (
        <p className={p.muted}>
          {/* A date that is not the item's own day says what it is ('Valid until'). */}
          {date[1].names ? `${fieldName(date[1], date[1].label)}: ` : null}
          <time dateTime={String(item[date[0]])}>{formatLongDate(String(item[date[0]]))}</time>
        </p>
      ) : null}
      {file ? (
        <DownloadLink
          file={String(item[file[0]])}
          fileName={item[`${file[0]}Name`] as string | null}
          fileType={item[`${file[0]}Type`] as string | null}
          fileSize={item[`${file[0]}Size`] as number | null}
          label={t.download}
          context={heading}
        />
      ) : null}
    </li>
  );
}

type RelatedList = NonNullable<NonNullable<Exclude<ContentTypeDefinition['public'], false>['listPage']>['related']>;

/** Another type's public list under the page's own (the 'Admissions' downloads on /admissions), with its cards. */
function Related({ related }: { related: RelatedList }) {
  const definition = CONTENT_TYPES.find((d) => d.path === related.path);
  const { data, isLoading, isError, isFetching, refetch } = useGetContentListQuery({
    path: related.path,
    params: { ...related.filter, page: 1, pageSize: RELATED_SIZE },
  });
  if (!definition) return null;
  const CardOf = LIST_CARDS[definition.path] ?? Card;
  const language = activeLanguage();
  const page = publicPageOf(definition);
  // The whole list on the other type's page, filtered the same, when this one shows only its first items.
  const more = page && data && data.total > data.items.length ? `${page}?${new URLSearchParams(related.filter)}` : null;
  return (
    <section className={p.section} aria-labelledby="related-title">
      <h2 id="related-title" className={p.sectionTitle}>
        {related.title[language]}
      </h2>
      {isLoading ? (
        <p className={p.muted}>{t.loading}</p>
      ) : isError ? (
        <LoadError text={t.loadError} retryLabel={en.common.retry} onRetry={() => void refetch()} busy={isFetching} />
      ) : !data?.items.length ? (
        <p className={p.muted}>{t.none}</p>
      ) : (
        <ul className={p.grid} aria-busy={isFetching} data-testid="related-list">
          {data.items.map((item) => (
            <CardOf key={item.id} definition={definition} item={item} />
          ))}
        </ul>
      )}
      {more ? (
        <p>
          <Link className={p.link} to={more}>
            {t.seeAll(groupLabelOf(definition, language))}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** The list page of `definition` (exported for tests, which give it a type of their own). */
export function ListView({ definition }: { definition: ContentTypeDefinition }) {
  const access = definition.public || undefined;
  const language = activeLanguage();
  const name = access?.nav?.[language] ?? definition.label.many;
  const intro = access?.listPage?.intro[language];
  usePageTitle(name);
  useMetaDescription(intro ?? name);
  const selects = choiceFilters(definition);
  const views = definition.views?.names ? definition.views : undefined;
  const filters = useUrlFilters([...selects.map(([field]) => field), ...(views ? [views.param] : [])]);
  const view = views ? filters.values[views.param] || views.default || '' : '';
  const CardOf = LIST_CARDS[definition.path] ?? Card;
  const query = useGetContentListQuery({
    path: definition.path,
    params: { q: filters.debouncedQ, ...filters.values, page: filters.page, pageSize: PAGE_SIZE },
  });
  // A view (upcoming, past) is not a filter: an empty view says so, and Clear Filters keeps it.
  const listFilters = {
    ...filters,
    filtered: Boolean(filters.q || selects.some(([field]) => filters.values[field])),
    clear: () => filters.set({ q: '', ...Object.fromEntries(selects.map(([field]) => [field, ''])) }),
  };
  return (
    <div className={p.page}>
      <PageHero title={name} text={intro} />
      {access?.listPage?.links?.length ? (
        <p className={p.section}>
          {access.listPage.links.map((link) => (
            <a key={link.href} className={p.link} href={link.href}>
              {link.label[language]}
            </a>
          ))}
        </p>
      ) : null}
      {views?.names ? (
        <ViewTabs
          label={name}
          value={view}
          options={Object.entries(views.names).map(([value, names]) => ({ value, label: names[language] }))}
          onChange={(value) => filters.set({ [views.param]: value === views.default ? '' : value })}
        />
      ) : null}
      <FilterSection
        titleId="list-title"
        title={t.sectionTitle}
        filters={filters}
        search={{ label: t.searchLabel, placeholder: t.searchPlaceholder }}
        selects={selects.map(([field, choice]) => (
          <SelectFilter
            key={field}
            label={fieldName(choice, choice.label)}
            allLabel={t.all}
            value={filters.values[field] ?? ''}
            options={choice.values.map((value) => ({ value, label: choiceName(choice, value) ?? value }))}
            onChange={(value) => filters.set({ [field]: value })}
          />
        ))}
      >
        <FilteredList query={query} filters={listFilters} texts={t} pageSize={PAGE_SIZE}>
          {(page, busy) => (
            <ul className={p.grid} aria-busy={busy} data-testid="content-list">
              {page.map((item) => (
                <CardOf key={item.id} definition={definition} item={item} />
              ))}
            </ul>
          )}
        </FilteredList>
      </FilterSection>
      {access?.listPage?.related ? <Related related={access.listPage.related} /> : null}
    </div>
  );
}

export function ListPage() {
  const { pathname } = useLocation();
  const path = listOfPage(pathname);
  const definition = CONTENT_TYPES.find((d) => d.path === path);
  return definition ? <ListView definition={definition} /> : <NotFoundPage />;
}
