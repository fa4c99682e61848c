/**
 * A content type's management screen as cards (result sheets, study materials): the heading with
 * its add button, the cards of one page and a pager on the server's total, the add/edit form and
 * the delete from the definition. The remote draws each card. A screen that shows several types
 * (the Diksha Lab's courses and trainee records) composes `useContentCards` once per type.
 */
import { useState, type ReactNode } from 'react';
import { Col, Pagination, Row, type ColProps } from 'antd';
import { contentTexts, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { hasTranslations } from '@diet/contracts/content-translations';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ContentEndpoints, ContentItem } from './content-api';
import { useContentEditing } from './content-editing';
import { PageHeader } from './page-header';
import { useServerPaging } from './server-paging';
import { QueryState } from './page-state';
import { MISSING_TRANSLATION_PARAM, MissingTranslationFilter, MissingTranslationTags } from './translation-tabs';
import { mayChange, PublishBar, PublishStateFilter, useRole } from './publish-controls';
import { ViewsFilter } from './filter-select';

export interface CardActions {
  edit: () => void;
  /** Absent when the signed-in role may not delete: draw no delete button then. */
  remove?: () => void;
  /** Where the item stands in the whole list (0 first) and of how many: for screens that move items. */
  position: number;
  total: number;
  /** The item before (-1) or after (1) it on this page, if that is on this page. */
  beside: (by: -1 | 1) => ContentItem | undefined;
  /** The list's filters (its view, state...), if any: a neighbour read off this page is read with them. */
  filters?: Record<string, string | undefined>;
}

interface Props<T> {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
  texts: { loading: string; empty: string; loadError?: string };
  card: (item: T, actions: CardActions) => ReactNode;
  /** Shown above the cards (how the order works). */
  intro?: ReactNode;
  /** Each card's column (default: one, two or three across). */
  column?: ColProps;
}

const CARD_COLUMN: ColProps = { xs: 24, sm: 12, xl: 8 };

/**
 * One page of cards and the pager on the server's total; `card` also gets the item's index on the
 * page. With `publishing`, each card gets the bar a table row has: state, publishing buttons,
 * Preview and History (PublishBar).
 */
export function CardGrid({
  items,
  total,
  paging,
  card,
  column = CARD_COLUMN,
  hideOnSinglePage,
  publishing,
}: {
  items: ContentItem[];
  total: number;
  paging: ReturnType<typeof useServerPaging>;
  card: (item: ContentItem, index: number) => ReactNode;
  column?: ColProps;
  hideOnSinglePage?: boolean;
  publishing?: { definition: ContentTypeDefinition; endpoints: ContentEndpoints };
}) {
  const role = useRole();
  return (
    <>
      <Row gutter={[16, 16]}>
        {items.map((item, index) => (
          <Col key={item.id} {...column}>
            {card(item, index)}
            {publishing ? (
              <PublishBar definition={publishing.definition} item={item} role={role} endpoints={publishing.endpoints} />
            ) : null}
          </Col>
        ))}
      </Row>
      <Pagination style={{ marginTop: 16 }} align="end" hideOnSinglePage={hideOnSinglePage} {...paging.pager(total)} />
    </>
  );
}

export interface ContentCardsOptions {
  /** The search sent to the server; the caller restarts the paging when it changes. */
  q?: string;
  pageSize?: number;
  /** Asks nothing of the server (a role that may not read the type). */
  skip?: boolean;
}

/** One type's page of records from the server, its pager, and its add/edit form and delete: for a screen of several types. */
export function useContentCards(
  definition: ContentTypeDefinition,
  endpoints: ContentEndpoints,
  options: ContentCardsOptions = {},
) {
  const paging = useServerPaging(options.pageSize);
  const query = endpoints.useContentListQuery(
    { path: definition.path, query: { page: paging.page, pageSize: paging.pageSize, q: options.q } },
    { skip: options.skip },
  );
  const editing = useContentEditing(definition, endpoints);
  return {
    definition,
    endpoints,
    paging,
    query,
    editing,
    items: query.data?.items ?? [],
    total: query.data?.total ?? 0,
  };
}

export function ContentCards<T extends { id: string }>({
  definition,
  endpoints,
  texts,
  card,
  intro,
  column,
}: Props<T>) {
  const derived = contentTexts(definition);
  usePageTitle(definition.admin.title);
  const paging = useServerPaging();
  const [missing, setMissing] = useState<string | undefined>();
  const [publishState, setPublishState] = useState<string | undefined>();
  const [view, setView] = useState<string | undefined>();
  const filters = {
    ...(definition.views ? { [definition.views.param]: view } : {}),
    [MISSING_TRANSLATION_PARAM]: missing,
    publishState,
  };
  const query = endpoints.useContentListQuery({
    path: definition.path,
    query: { page: paging.page, pageSize: paging.pageSize, filters },
  });
  const editing = useContentEditing(definition, endpoints);
  const role = useRole();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const first = (paging.page - 1) * paging.pageSize;

  return (
    <>
      <PageHeader
        title={definition.admin.title}
        addLabel={derived.add}
        onAdd={definition.admin.fixedRecords ? undefined : editing.add}
      />
      <div style={{ marginBottom: 16, display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <ViewsFilter
          definition={definition}
          value={view}
          onChange={(value) => {
            setView(value);
            paging.restart();
          }}
        />
        <PublishStateFilter
          value={publishState}
          onChange={(value) => {
            setPublishState(value);
            paging.restart();
          }}
        />
        {hasTranslations(definition) ? (
          <MissingTranslationFilter
            definition={definition}
            value={missing}
            onChange={(value) => {
              setMissing(value);
              paging.restart();
            }}
          />
        ) : null}
      </div>
      <QueryState
        query={query}
        loadingText={texts.loading}
        errorFallback={texts.loadError ?? TOASTS.requestFailure}
        emptyText={texts.empty}
        isEmpty={items.length === 0}
      >
        {intro}
        <CardGrid
          items={items}
          total={total}
          paging={paging}
          column={column}
          publishing={{ definition, endpoints }}
          card={(item, index) => (
            <>
              {card(item as unknown as T, {
                // A contributor cannot change a published item: the server would refuse it.
                ...(mayChange(item, role) ? editing.actionsFor(item) : { edit: () => undefined }),
                position: first + index,
                total,
                beside: (by) => items[index + by],
                filters,
              })}
              <MissingTranslationTags definition={definition} item={item} style={{ marginTop: 8 }} />
            </>
          )}
        />
      </QueryState>
      {editing.modal}
    </>
  );
}
