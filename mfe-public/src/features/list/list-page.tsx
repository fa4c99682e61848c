/**
 * The one list page of every content type whose definition asks for it (`public.listPage`,
 * ARCHITECTURE 12.1): its name and text, SPEC's figures, search, a select for each filter field (a
 * choice's values, or a facet's), the count, paging, the empty and failed states (FilteredList), a
 * card per item linked to its own page, with its choices by their names and its file with format
 * and size, and the sections of text after the list. Nothing of it is written per type but a card.
 */
import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { groupLabelOf } from '@diet/contracts/search';
import { activeLanguage } from '@diet/contracts/active-language';
import {
  fileFields,
  filterFields,
  publicPageOf,
  titleFieldOf,
  type ChoiceField,
  type ContentTypeDefinition,
  type Field,
  type ListPageSection,
  type ListPageTexts,
  type PublicType,
} from '@diet/contracts/content-type';
import type { Language } from '@diet/contracts/languages';
import { formatLongDate } from '@diet/contracts/dates';
import { MAX_PAGE_SIZE } from '@diet/contracts/limits';
import { feedHref } from '@diet/contracts/feeds';
import { LOADING_PLACEHOLDER } from '@diet/contracts/first-route';
import { API_BASE_URL } from '@diet/frontend-core/base-query';
import { usePageTitle } from '@diet/frontend-core/document-title';
import {
  useGetContentFacetQuery,
  useGetContentItemQuery,
  useGetContentListQuery,
  type PublicItem,
} from '../../api/content-api';
import { listParams } from '../../api/paged-list';
import { choiceLabel, fieldName, pageName } from '../../components/definition-names';
import { ItemFileLink } from '../../components/download-link';
import { englishIf } from '../../components/english-fallback';
import { FilteredList, FilterSection, type ListTexts } from '../../components/filtered-list';
import { ItemTitleLink } from '../../components/item-title-link';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PageHero } from '../../components/page-hero';
import { PrincipalMessage } from '../../components/principal-message';
import { ResearchAreas } from '../../components/research-areas';
import { SelectFilter } from '../../components/select-filter';
import { StatStrip } from '../../components/stat-strip';
import { useFeedLink } from '../../components/use-feed-link';
import { useMetaDescription } from '../../components/use-meta-description';
import { useUrlFilters } from '../../components/use-url-filters';
import { ViewTabs } from '../../components/view-tabs';
import { en } from '../../i18n/en';
import { list as t } from '../../i18n/list.en';
import { countedSentence } from '../../i18n/plural';
import { LIST_CARDS, LIST_EXTRAS, LIST_TABLE, type ListCardProps } from './list-cards';
import type { TablePartProps } from './list-table';
import p from '../../components/page.module.css';
// The table's styles too (list-table.tsx, loaded later): the server's HTML of a table page is styled at once.
import '../../components/card-table.module.css';
import styles from './list-page.module.css';

/** Items a page, unless the definition says (`listPage.pageSize`). */
const PAGE_SIZE = 20;
/** Items of a related list shown on the page; the rest are a link away. */
const RELATED_SIZE = 20;

const choiceFilters = (definition: ContentTypeDefinition) =>
  filterFields(definition).filter((entry): entry is [string, ChoiceField] => entry[1].kind === 'choice');

/**
 * A select of the list: a choice field, an integer field read as some or none (`someNames`), or
 * another filter field whose values a facet answers (`public.facets`).
 */
type Filter = { name: string; field: Field; facet?: string };

/**
 * The list's selects: the filter fields `listPage.selects` names, in its order, else in the fields'
 * order its choice filters, its some-or-none filters, and the other filters that have a facet.
 */
function filtersOf(definition: ContentTypeDefinition): Filter[] {
  const access = definition.public || undefined;
  const facets = Object.entries(access?.facets ?? {});
  const all = filterFields(definition).flatMap(([name, field]): Filter[] => {
    if (field.kind === 'choice' || (field.kind === 'integer' && field.someNames)) return [{ name, field }];
    const facet = facets.find(([, of]) => of === name)?.[0];
    return facet ? [{ name, field, facet }] : [];
  });
  const named = access?.listPage?.selects;
  return named ? named.flatMap((name) => all.filter((filter) => filter.name === name)) : all;
}

/** A select's choices that the definition names: a choice's values, or some and none. */
function optionsOf(field: Field, language: Language) {
  if (field.kind === 'choice')
    return (field.filterOrder ?? field.values).map((value) => ({ value, label: choiceLabel(field, value) }));
  const names = field.kind === 'integer' ? field.someNames : undefined;
  return names ? (['true', 'false'] as const).map((value) => ({ value, label: names[value][language] })) : [];
}

type ListPageOf = NonNullable<Exclude<ContentTypeDefinition['public'], false>['listPage']>;

/** What the list says, in the page's language: the definition's own words, else the machinery's. */
function listTexts(
  own: ListPageTexts | undefined,
  language: Language,
  view: string,
): ListTexts & { sectionTitle: string; searchLabel: string; searchPlaceholder: string } {
  const count = own?.count?.[language];
  return {
    clearFilters: t.clearFilters,
    sectionTitle: own?.viewTitles?.[view]?.[language] ?? own?.title?.[language] ?? t.sectionTitle,
    searchLabel: own?.searchLabel?.[language] ?? t.searchLabel,
    searchPlaceholder: own?.searchPlaceholder?.[language] ?? t.searchPlaceholder,
    count: count ? (n: number) => countedSentence(n, count, language) : t.count,
    empty: own?.empty?.[language] ?? t.empty,
    // A page that words its `empty` and not its `none` says `empty` for both (FilteredList's default).
    none: own?.none?.[language] ?? (own?.empty ? undefined : t.none),
    loading: own?.loading?.[language] ?? t.loading,
    loadError: own?.loadError?.[language] ?? t.loadError,
  };
}

/**
 * A filter whose options are its facet's values (the years that have results), newest first; a value
 * in the address that has none (yet) stays choosable, so the filter shows what applies.
 */
function FacetFilter({
  path,
  filter,
  value,
  onChange,
}: {
  path: string;
  filter: Filter & { facet: string };
  value: string;
  onChange: (value: string) => void;
}) {
  const { data = [] } = useGetContentFacetQuery({ path, name: filter.facet });
  const options =
    value && !data.includes(value)
      ? [...data, value].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
      : data;
  return (
    <SelectFilter
      label={fieldName(filter.field, filter.field.label)}
      name={filter.name}
      allLabel={t.all}
      value={value}
      options={options}
      onChange={onChange}
    />
  );
}

/**
 * The sections after the list ('Need help?', 'Guidelines', the staff's departments, the library's
 * hours, the Principal's message), or before it (`place`: /rti's 'How to file a request').
 */
function Sections({
  sections,
  language,
  columns,
  place = 'after',
}: {
  sections: readonly ListPageSection[];
  language: Language;
  columns?: boolean;
  place?: 'before' | 'after';
}) {
  const drawn = sections.map((section, n) => {
    const i = `${place}-${n}`;
    return 'link' in section ? (
      <p key={i} className={p.section}>
        <Link className={p.link} to={section.link.href}>
          {section.link.label[language]}
        </Link>
      </p>
    ) : 'site' in section ? (
      section.site === 'researchAreas' ? (
        <ResearchAreas key={i} title={section.title[language]} titleId={`list-${i}`} projects={section.projects} />
      ) : (
        <PrincipalMessage key={i} title={section.title[language]} titleId={`list-${i}`} />
      )
    ) : 'cards' in section ? (
      <section key={i} className={p.section} aria-labelledby={`list-${i}`}>
        <h2 id={`list-${i}`} className={p.sectionTitle}>
          {section.title[language]}
        </h2>
        <ul className={p.grid}>
          {section.cards.map((card) => (
            <li key={card.en} className={p.card}>
              <h3 className={p.cardTitle}>{card[language]}</h3>
            </li>
          ))}
        </ul>
      </section>
    ) : (
      <section key={i} className={`${p.section} ${p.card}`} aria-labelledby={`list-${i}`}>
        <h2 id={`list-${i}`} className={p.cardTitle}>
          {section.title[language]}
        </h2>
        {'items' in section ? (
          <>
            {section.ordered ? (
              <ol className={`${p.list} ${styles.steps}`}>
                {section.items.map((item) => (
                  <li key={item.en}>{item[language]}</li>
                ))}
              </ol>
            ) : (
              <ul className={p.list}>
                {section.items.map((item) => (
                  <li key={item.en}>{item[language]}</li>
                ))}
              </ul>
            )}
            {section.note ? (
              <p className={styles.note}>
                <strong>{section.note.name[language]}:</strong> {section.note.value[language]}
              </p>
            ) : null}
          </>
        ) : 'pairs' in section ? (
          <dl className={styles.pairs}>
            {section.pairs.map((pair) => (
              <div key={pair.name.en} className={styles.pair}>
                <dt>{pair.name[language]}</dt>
                <dd>{pair.value[language]}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className={p.cardText}>{section.text[language]}</p>
        )}
      </section>
    );
  });
  return columns ? <div className={`${p.section} ${styles.columns}`}>{drawn}</div> : drawn;
}

/** One item's card: its title to its page, its choices, its first date, its file; in the list's dialog, its title names it. */
function Card({ definition, item, dialogTitleId, grouped }: ListCardProps) {
  const title = titleFieldOf(definition);
  const choices = choiceFilters(definition).filter(([name]) => typeof item[name] === 'string');
  const date = Object.entries(definition.fields).find(([name, f]) => f.kind === 'date' && !f.adminOnly && item[name]);
  const [file] = fileFields(definition).filter(([name, f]) => f.kind === 'file' && !f.adminOnly && item[name]);
  const heading = String(item[title] ?? '');
  const Heading = grouped ? 'h4' : 'h3';
  return (
    <li className={p.card}>
      <Heading id={dialogTitleId} className={p.cardTitle} lang={englishIf(item, title)}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {heading}
        </ItemTitleLink>
      </Heading>
      {choices.length > 0 ? (
        <p className={p.muted}>
          {choices.map(([name, field]) => (
            <span key={name} className={`${p.badge} ${p.blue}`}>
              <span className={p.hiddenText}>{fieldName(field, field.label)}: </span>
              {choiceLabel(field, String(item[name]))}
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
      {file ? <ItemFileLink item={item} field={file[0]} label={t.download} context={heading} /> : null}
    </li>
  );
}

/** A type's own card (its chunk loaded with the page: list-cards.ts), else the machinery's. */
const cardOf = (definition: ContentTypeDefinition) => LIST_CARDS[definition.path]?.Component ?? Card;

type ListDialog = NonNullable<ListPageOf['dialog']>;
const DIALOG_TITLE = 'list-dialog-title';

/** The item the address opens (`?<param>=<id>`) in a dialog over the list: from the page shown, else asked for. */
function ItemDialog({
  definition,
  dialog,
  id,
  known,
  listLoading,
  onClose,
}: {
  definition: ContentTypeDefinition;
  dialog: ListDialog;
  id: string;
  known?: PublicItem;
  /** The list is still on its way: it may hold the item, so the item is not asked for yet. */
  listLoading: boolean;
  onClose: () => void;
}) {
  const language = activeLanguage();
  const fetched = useGetContentItemQuery({ path: definition.path, id }, { skip: Boolean(known) || listLoading });
  const item = known ?? fetched.data;
  const CardOf = cardOf(definition);
  return (
    <Modal titleId={DIALOG_TITLE} closeLabel={dialog.close[language]} onClose={onClose} wide={dialog.wide}>
      {item ? (
        <CardOf definition={definition} item={item} dialogTitleId={DIALOG_TITLE} />
      ) : (
        <p id={DIALOG_TITLE} className={p.muted}>
          {fetched.isError ? dialog.notFound[language] : en.common.loading}
        </p>
      )}
    </Modal>
  );
}

type RelatedList = NonNullable<ListPageOf['related']>;

/**
 * Another type's public list under the page's own (the 'Admissions' downloads on /admissions), or
 * above it (`before`: the RTI officers), with its cards; loading and failing in the page's words.
 */
function Related({
  related,
  definition,
  texts,
}: {
  related: RelatedList;
  definition: ContentTypeDefinition;
  texts: Pick<ListTexts, 'loading' | 'loadError'>;
}) {
  const { data, isLoading, isError, isFetching, refetch } = useGetContentListQuery({
    path: related.path,
    params: { ...related.filter, page: 1, pageSize: RELATED_SIZE },
  });
  const CardOf = cardOf(definition);
  const language = activeLanguage();
  const page = publicPageOf(definition);
  // The whole list on the other type's page, filtered the same, when this one shows only its first items.
  const more =
    page && data && data.total > data.items.length ? `${page}?${new URLSearchParams(related.filter ?? {})}` : null;
  return (
    <section className={p.section} aria-labelledby="related-title">
      <h2 id="related-title" className={p.sectionTitle}>
        {related.title[language]}
      </h2>
      {isLoading ? (
        <p className={p.muted}>{texts.loading}</p>
      ) : isError ? (
        <LoadError
          text={texts.loadError}
          retryLabel={en.common.retry}
          onRetry={() => void refetch()}
          busy={isFetching}
        />
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

/** A lazy part: while its chunk loads, an unseen placeholder the server's render waits past. */
const TablePart = (props: TablePartProps) => (
  <Suspense fallback={<span hidden {...LOADING_PLACEHOLDER} />}>
    <LIST_TABLE.Component {...props} />
  </Suspense>
);

/**
 * The list page of `definition`, with the list of the `related` type's (exported for tests, which
 * give it a type of their own).
 */
export function ListView({
  definition,
  related: relatedDefinition,
}: {
  definition: ContentTypeDefinition;
  related?: ContentTypeDefinition;
}) {
  const access = definition.public || undefined;
  const listPage = access?.listPage;
  const language = activeLanguage();
  // One of SPEC's pages (/results, /events/archive) is named by its page name; a type's page of its own by `nav`.
  const route = (publicPageOf(definition) ?? `/${definition.path}`).slice(1);
  const name = pageName(route) ?? access?.nav?.[language] ?? definition.label.many;
  const intro = listPage?.intro[language];
  usePageTitle(name);
  useMetaDescription(intro ?? name);
  // The type's feed, named in the head as the server names it (content-feeds.ts feedLinks).
  const feed = access?.feed;
  const feedUrl = feed ? feedHref(definition.path, language) : null;
  useFeedLink(feedUrl, feed ? feed.title[language] : '');
  const selects = filtersOf(definition);
  // Views as tabs, unless the page shows one of them only (`listPage.view`).
  const views = definition.views?.names && listPage?.view === undefined ? definition.views : undefined;
  const facetButtons = listPage?.facetButtons;
  // Filters without a select: chosen by the facets' buttons (the library's year and language).
  const facetFields = Object.keys(facetButtons?.groups ?? {}).filter((name) => !selects.some((s) => s.name === name));
  // The order: the definition's own ('' in the address), else one of its `sorts`.
  const sort = listPage?.sort && definition.sorts ? { ...listPage.sort, param: definition.sorts.param } : null;
  const orders = Object.entries(sort?.options ?? {}).map(([value, names]) => ({ value, label: names[language] }));
  const filterNames = [...selects.map(({ name }) => name), ...facetFields];
  const filters = useUrlFilters([...filterNames, ...(views ? [views.param] : []), ...(sort ? [sort.param] : [])]);
  const view = listPage?.view ?? (views ? filters.values[views.param] || views.default || '' : '');
  const own = listTexts(listPage?.texts, language, view);
  // The count says which value is chosen ('2 events found in Technology').
  const chosen = selects.find(({ name }) => filters.values[name]);
  const countIn = listPage?.texts?.countIn?.[language];
  const texts =
    countIn && chosen
      ? {
          ...own,
          count: (n: number) =>
            own.count(n) + countIn.replace('{value}', choiceLabel(chosen.field, filters.values[chosen.name])),
        }
      : own;
  const [params, setParams] = useSearchParams();
  const dialog = listPage?.dialog;
  const openId = dialog ? params.get(dialog.param) : null;
  const closeDialog = () =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (dialog) next.delete(dialog.param);
      return next;
    });
  const CardOf = cardOf(definition);
  const Extra = LIST_EXTRAS[definition.path]?.Component;
  const pageSize = listPage?.pageSize ?? PAGE_SIZE;
  // A list that grows (`more`) asks for all it shows at once, from the first item.
  const more = listPage?.more?.[language];
  const query = useGetContentListQuery({
    path: definition.path,
    params: {
      q: filters.debouncedQ,
      ...filters.values,
      ...(listPage?.view !== undefined && definition.views ? { [definition.views.param]: listPage.view } : {}),
      ...(more
        ? { page: 1, pageSize: Math.min(MAX_PAGE_SIZE, pageSize * filters.page) }
        : { page: filters.page, pageSize }),
    },
  });
  const chips = listPage?.chips;
  // A view (upcoming, past) or an order is not a filter: an empty view says so, and Clear Filters keeps it.
  const cleared = { q: '', ...Object.fromEntries(filterNames.map((name) => [name, ''])) };
  const listFilters = {
    ...filters,
    filtered: Boolean(filters.q || filterNames.some((name) => filters.values[name])),
    clearTo: filters.toOf(cleared),
  };
  // What the address chooses that the form's fields do not show: a submit without the script keeps it.
  const kept = [
    ...(views ? [views.param] : []),
    ...(chips ? [chips.field] : []),
    ...(sort?.tabs ? [sort.param] : []),
    ...facetFields,
  ];
  // The RIS export of what the search and filters find (GET /api/<path>/export.ris takes the list's query).
  const risHref =
    access?.ris && listPage?.risLink
      ? `${API_BASE_URL}/${definition.path}/export.ris?${new URLSearchParams(
          Object.entries(listParams({ q: filters.debouncedQ, ...filters.values })).map(([k, v]) => [k, String(v)]),
        ).toString()}`
      : null;
  return (
    <div className={p.page}>
      <PageHero title={name} text={intro} />
      {listPage?.links?.length || (feedUrl && listPage?.feedLink) ? (
        <p className={p.section}>
          {listPage.links?.map((link) => (
            <a key={link.href} className={p.link} href={link.href}>
              {link.label[language]}
            </a>
          ))}
          {feedUrl && listPage.feedLink ? (
            <a className={p.link} href={feedUrl} type="application/rss+xml">
              {listPage.feedLink[language]}
            </a>
          ) : null}
        </p>
      ) : null}
      {listPage?.stats ? (
        <StatStrip
          label={listPage.stats.label[language]}
          stats={listPage.stats.items.map((stat) => ({
            value: typeof stat.value === 'string' ? stat.value : stat.value[language],
            label: stat.label[language],
          }))}
        />
      ) : null}
      {views?.names ? (
        <ViewTabs
          label={listPage?.texts?.viewsLabel?.[language] ?? name}
          value={view}
          options={Object.entries(views.names).map(([value, names]) => ({ value, label: names[language] }))}
          toOf={(value) => filters.toOf({ [views.param]: value === views.default ? '' : value })}
        />
      ) : null}
      {chips ? (
        <ViewTabs
          label={chips.label[language]}
          value={filters.values[chips.field] ?? ''}
          options={[
            { value: '', label: t.all },
            ...selects.flatMap((filter) =>
              filter.name === chips.field && filter.facet === undefined ? optionsOf(filter.field, language) : [],
            ),
          ]}
          toOf={(value) => filters.toOf({ [chips.field]: value })}
        />
      ) : null}
      {listPage?.related?.before && relatedDefinition ? (
        <Related related={listPage.related} definition={relatedDefinition} texts={texts} />
      ) : null}
      {listPage?.before ? <Sections sections={listPage.before} language={language} place="before" /> : null}
      <FilterSection
        titleId="list-title"
        title={texts.sectionTitle}
        filters={filters}
        search={{ label: texts.searchLabel, placeholder: texts.searchPlaceholder }}
        form={{
          action: filters.path,
          submit: t.apply,
          keep: Object.fromEntries(kept.map((name) => [name, filters.values[name] ?? ''])),
        }}
        selects={[
          ...selects.map((filter) =>
            filter.name === chips?.field ? null : filter.facet === undefined ? (
              <SelectFilter
                key={filter.name}
                label={fieldName(filter.field, filter.field.label)}
                name={filter.name}
                allLabel={filter.field.allNames?.[language] ?? t.all}
                value={filters.values[filter.name] ?? ''}
                options={optionsOf(filter.field, language)}
                onChange={(value) => filters.set({ [filter.name]: value })}
              />
            ) : (
              <FacetFilter
                key={filter.name}
                path={definition.path}
                filter={{ ...filter, facet: filter.facet }}
                value={filters.values[filter.name] ?? ''}
                onChange={(value) => filters.set({ [filter.name]: value })}
              />
            ),
          ),
          sort && !sort.tabs ? (
            <SelectFilter
              key={sort.param}
              label={sort.label[language]}
              name={sort.param}
              allLabel={sort.default[language]}
              value={filters.values[sort.param] ?? ''}
              options={orders}
              onChange={(value) => filters.set({ [sort.param]: value })}
            />
          ) : null,
        ]}
      >
        {sort?.tabs ? (
          <ViewTabs
            label={sort.label[language]}
            value={filters.values[sort.param] ?? ''}
            options={[{ value: '', label: sort.default[language] }, ...orders]}
            toOf={(value) => filters.toOf({ [sort.param]: value })}
          />
        ) : null}
        {facetButtons ? (
          <TablePart
            part="facets"
            definition={definition}
            facetButtons={facetButtons}
            facets={query.data?.facets}
            chosen={filters.values}
            toOf={(field, value) => filters.toOf({ [field]: value })}
          />
        ) : null}
        <FilteredList query={query} filters={listFilters} texts={texts} pageSize={pageSize} more={more}>
          {(page, busy) => {
            if (listPage?.table)
              return <TablePart part="table" definition={definition} table={listPage.table} items={page} busy={busy} />;
            const layout =
              listPage?.scrollAbove !== undefined && page.length > listPage.scrollAbove
                ? 'scroll'
                : listPage?.oneColumn
                  ? 'rows'
                  : listPage?.columns
                    ? 'grid3'
                    : 'grid';
            const groupBy = listPage?.groupBy;
            const field = groupBy ? definition.fields[groupBy] : undefined;
            if (groupBy && field?.kind === 'choice')
              // Under a heading per value, in the field's order, not the list's (the Act's clauses: (i), (ii), ... (ix)).
              return field.values
                .map((value) => ({ value, items: page.filter((item) => item[groupBy] === value) }))
                .filter((group) => group.items.length > 0)
                .map((group) => (
                  <div key={group.value} data-testid="list-group">
                    <h3 className={styles.group}>{choiceLabel(field, group.value)}</h3>
                    <ul className={p[layout === 'scroll' ? 'scroller' : layout]} aria-busy={busy}>
                      {group.items.map((item) => (
                        <CardOf key={item.id} definition={definition} item={item} grouped />
                      ))}
                    </ul>
                  </div>
                ));
            return (
              <ul
                className={p[layout === 'scroll' ? 'scroller' : layout]}
                aria-busy={busy}
                data-testid="content-list"
                data-layout={layout}
                // A row that scrolls sideways is reached and scrolled by the keyboard.
                tabIndex={layout === 'scroll' ? 0 : undefined}
                aria-label={layout === 'scroll' ? texts.sectionTitle : undefined}
              >
                {page.map((item) => (
                  <CardOf key={item.id} definition={definition} item={item} />
                ))}
              </ul>
            );
          }}
        </FilteredList>
        {risHref && query.data?.items.length ? (
          <p>
            <a className={styles.export} href={risHref} download>
              {listPage?.risLink?.[language]}
            </a>
          </p>
        ) : null}
      </FilterSection>
      {listPage?.related && !listPage.related.before && relatedDefinition ? (
        <Related related={listPage.related} definition={relatedDefinition} texts={texts} />
      ) : null}
      {listPage?.after ? (
        <Sections sections={listPage.after} language={language} columns={listPage.afterColumns} />
      ) : null}
      {Extra ? <Extra definition={definition} /> : null}
      {dialog && openId ? (
        <ItemDialog
          definition={definition}
          dialog={dialog}
          id={openId}
          known={query.data?.items.find((item) => item.id === openId)}
          listLoading={query.isLoading}
          onClose={closeDialog}
        />
      ) : null}
    </div>
  );
}

/** The list page of a route's type, its definitions loaded with the page (route-table.ts). */
export function ListPage({ type }: { type: PublicType }) {
  return <ListView definition={type.definition} related={type.related} />;
}
