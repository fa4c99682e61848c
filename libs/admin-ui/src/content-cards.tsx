/**
 * A content type's management screen as cards (result sheets, study materials): the heading with
 * its add button, the cards of one page and a pager on the server's total, the add/edit form and
 * the delete from the definition. The remote draws each card.
 */
import type { ReactNode } from 'react';
import { Col, Pagination, Row } from 'antd';
import { contentTexts, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ContentEndpoints, ContentItem } from './content-api';
import { useContentEditing } from './content-editing';
import { PageHeader } from './page-header';
import { useServerPaging } from './server-paging';
import { QueryState } from './page-state';

export interface CardActions {
  edit: () => void;
  remove: () => void;
}

interface Props<T> {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
  texts: { loading: string; empty: string };
  card: (item: T, actions: CardActions) => ReactNode;
}

/** One page of cards and the pager on the server's total. */
export function CardGrid({ items, total, paging, card }: { items: ContentItem[]; total: number; paging: ReturnType<typeof useServerPaging>; card: (item: ContentItem) => ReactNode }) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.id} xs={24} sm={12} xl={8}>
            {card(item)}
          </Col>
        ))}
      </Row>
      <Pagination style={{ marginTop: 16 }} align="end" {...paging.pager(total)} />
    </>
  );
}

export function ContentCards<T extends { id: string }>({ definition, endpoints, texts, card }: Props<T>) {
  const derived = contentTexts(definition);
  usePageTitle(definition.admin.title);
  const paging = useServerPaging();
  const query = endpoints.useContentListQuery({ path: definition.path, query: { page: paging.page, pageSize: paging.pageSize } });
  const editing = useContentEditing(definition, endpoints);
  const items = query.data?.items ?? [];

  return (
    <>
      <PageHeader title={definition.admin.title} addLabel={derived.add} onAdd={editing.add} />
      <QueryState query={query} loadingText={texts.loading} errorFallback={TOASTS.requestFailure} emptyText={texts.empty} isEmpty={items.length === 0}>
        <CardGrid
          items={items}
          total={query.data?.total ?? 0}
          paging={paging}
          card={(item) => card(item as unknown as T, { edit: () => editing.edit(item), remove: () => editing.remove(item) })}
        />
      </QueryState>
      {editing.modal}
    </>
  );
}
