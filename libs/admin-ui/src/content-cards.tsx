/**
 * A content type's management screen as cards (result sheets, study materials): the heading with
 * its add button, the cards of one page and a pager on the server's total, the add/edit form and
 * the delete from the definition. The remote draws each card.
 */
import { useState, type ReactNode } from 'react';
import { Col, Pagination, Row } from 'antd';
import { contentTexts, type ContentTypeDefinition } from '@diet/contracts/content-type';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import type { ContentEndpoints, ContentItem } from './content-api';
import { ContentFormModal } from './content-form-modal';
import { useConfirmedDelete } from './confirm-delete';
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

export function ContentCards<T extends { id: string }>({ definition, endpoints, texts, card }: Props<T>) {
  const derived = contentTexts(definition);
  usePageTitle(definition.admin.title);
  const paging = useServerPaging();
  const query = endpoints.useContentListQuery({ path: definition.path, query: { page: paging.page, pageSize: paging.pageSize } });
  const [deleteItem] = endpoints.useContentDeleteMutation();
  const [editing, setEditing] = useState<{ open: boolean; item?: ContentItem }>({ open: false });
  const remove = useConfirmedDelete<ContentItem>(derived.confirmDelete, (item) => deleteItem({ path: definition.path, id: item.id }).unwrap(), {
    success: derived.deleted,
    failure: definition.admin.deleteFailure,
  });
  const items = query.data?.items ?? [];

  return (
    <>
      <PageHeader title={definition.admin.title} addLabel={derived.add} onAdd={() => setEditing({ open: true })} />
      <QueryState query={query} loadingText={texts.loading} errorFallback={TOASTS.requestFailure} emptyText={texts.empty} isEmpty={items.length === 0}>
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col key={item.id} xs={24} sm={12} xl={8}>
              {card(item as unknown as T, { edit: () => setEditing({ open: true, item }), remove: () => remove(item) })}
            </Col>
          ))}
        </Row>
        <Pagination style={{ marginTop: 16 }} align="end" {...paging.pager(query.data?.total ?? 0)} />
      </QueryState>
      <ContentFormModal definition={definition} endpoints={endpoints} open={editing.open} item={editing.item} onClose={() => setEditing({ open: false })} />
    </>
  );
}
