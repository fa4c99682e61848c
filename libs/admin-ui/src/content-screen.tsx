/**
 * A content type's management screen, from its definition: the heading with 'Add <one>', a search
 * box and one select per filter (all applied by the server, back to page 1), an antd Table paged
 * on the server's total, and edit/delete per row. A screen that needs more composes these parts.
 */
import { useState } from 'react';
import { Alert, Button, Input, Select, Space, Table } from 'antd';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { useNavigate } from 'react-router-dom';
import {
  contentTexts,
  filterFields,
  titleFieldOf,
  type ContentTypeDefinition,
  type Field,
} from '@diet/contracts/content-type';
import { TOASTS } from '@diet/contracts/toasts';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { errorText } from '@diet/frontend-core/errors';
import type { ContentEndpoints, ContentItem } from './content-api';
import { fieldCell } from './content-fields';
import { CsvImportButton } from './csv-import';
import { useContentEditing } from './content-editing';
import { en } from './i18n/en';
import { PageHeader } from './page-header';
import { MISSING_TRANSLATION_PARAM, MissingTranslationFilter, withTranslationMark } from './translation-tabs';
import {
  HistoryButton,
  mayChange,
  PublishActions,
  PublishStateFilter,
  PublishTag,
  targetOf,
  useRole,
} from './publish-controls';
import { useServerPaging } from './server-paging';
import { ContentEndpointsContext } from './reference-fields';
import { ViewsFilter } from './filter-select';

type FilterValue = string | boolean | undefined;

/** The choices of a filter select: 'no filter' first, then the field's values. */
function filterOptions(field: Field): { value: string; label: string }[] {
  const all = { value: '', label: field.filterAll ?? `Any ${field.label.toLowerCase()}` };
  if (field.kind === 'boolean' || (field.kind === 'integer' && field.filterSome)) {
    const labels = (field.kind === 'boolean' ? field.labels : field.filterSome) ?? {
      true: en.common.yesValue,
      false: en.common.noValue,
    };
    return [all, { value: 'true', label: labels.true }, { value: 'false', label: labels.false }];
  }
  if (field.kind === 'choice') return [all, ...field.values.map((value) => ({ value, label: value }))];
  return [all];
}

/** A filter the screen offers a select for: one with values to choose (not a free number such as a year). */
const hasChoices = ([, field]: [string, Field]) => filterOptions(field).length > 1;

/** A filter's value as the list query sends it: yes/no filters as booleans. */
const filterValue = (field: Field, value: string): FilterValue =>
  value === '' ? undefined : field.kind === 'boolean' || field.kind === 'integer' ? value === 'true' : value;

/** The address of one record's screen (a definition's `admin.itemScreens`): /admin/<path>/<id>/<screen>. */
export const itemScreenHref = (definition: ContentTypeDefinition, id: string, screen: string) =>
  `/admin/${definition.path}/${encodeURIComponent(id)}/${screen}`;

/** A row's links to its record's own screens, each named with the record for screen readers. */
export function ItemScreenLinks({ definition, item }: { definition: ContentTypeDefinition; item: ContentItem }) {
  const navigate = useNavigate();
  const title = String(item[titleFieldOf(definition)] ?? '');
  return (definition.admin.itemScreens ?? []).map((screen) => {
    const href = itemScreenHref(definition, item.id, screen.path);
    // A link (it opens in a new tab too) that moves within the app without reloading it.
    return (
      <Button
        key={screen.path}
        size="small"
        href={href}
        aria-label={`${screen.label} for ${title}`}
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey) return;
          event.preventDefault();
          void navigate(href);
        }}
      >
        {screen.label}
      </Button>
    );
  });
}

export function ContentScreen({
  definition,
  endpoints,
}: {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
}) {
  const texts = contentTexts(definition);
  usePageTitle(definition.admin.title);
  const paging = useServerPaging();
  const { page, pageSize } = paging;
  const [q, setQ] = useState('');
  const [filters, setFilters] = useState<Record<string, FilterValue>>({});
  const { data, isFetching, isError, error, refetch } = endpoints.useContentListQuery({
    path: definition.path,
    query: { page, pageSize, q, filters },
  });
  const editing = useContentEditing(definition, endpoints);
  const role = useRole();

  return (
    // Reference fields read the other type's records through the screen's endpoints.
    <ContentEndpointsContext.Provider value={endpoints}>
      <PageHeader
        title={definition.admin.title}
        addLabel={texts.add}
        onAdd={definition.admin.fixedRecords ? undefined : editing.add}
        extra={<CsvImportButton definition={definition} endpoints={endpoints} />}
      />
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={texts.search}
          aria-label={texts.search}
          onSearch={(value) => {
            setQ(value);
            paging.restart();
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
        {definition.views ? (
          <ViewsFilter
            definition={definition}
            value={filters[definition.views.param] as string | undefined}
            onChange={(value) => {
              setFilters({ ...filters, [definition.views!.param]: value });
              paging.restart();
            }}
          />
        ) : null}
        {filterFields(definition)
          .filter(hasChoices)
          .map(([name, field]) => (
            <Select
              key={name}
              aria-label={field.label}
              style={{ width: 180 }}
              value={filters[name] === undefined ? '' : String(filters[name])}
              onChange={(value: string) => {
                setFilters({ ...filters, [name]: filterValue(field, value) });
                paging.restart();
              }}
              options={filterOptions(field)}
            />
          ))}
        <PublishStateFilter
          value={filters.publishState as string | undefined}
          onChange={(value) => {
            setFilters({ ...filters, publishState: value });
            paging.restart();
          }}
        />
        <MissingTranslationFilter
          definition={definition}
          value={filters[MISSING_TRANSLATION_PARAM] as string | undefined}
          onChange={(value) => {
            setFilters({ ...filters, [MISSING_TRANSLATION_PARAM]: value });
            paging.restart();
          }}
        />
      </Space>
      {isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={errorText(error, TOASTS.requestFailure)}
          action={<Button onClick={() => void refetch()}>{en.common.retry}</Button>}
        />
      ) : null}
      <Table<ContentItem>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.items ?? []}
        // Columns as wide as their content (titles and file names whole); on a phone the table
        // scrolls sideways and the Actions column stays in view at the right edge.
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: texts.empty }}
        pagination={paging.pager(data?.total ?? 0)}
        columns={[
          ...definition.admin.columns.map((name) => ({
            title: definition.fields[name].column ?? definition.fields[name].label,
            key: name,
            render: (_: unknown, item: ContentItem) =>
              withTranslationMark(definition, name, item, fieldCell(definition, name, item)),
          })),
          {
            title: en.publishing.state,
            key: 'publishState',
            render: (_: unknown, item: ContentItem) => <PublishTag item={item} />,
          },
          {
            title: en.common.actions,
            key: 'actions',
            fixed: 'right' as const,
            width: 200,
            render: (_: unknown, item: ContentItem) => (
              <Space wrap>
                {mayChange(item, role) ? (
                  <Button size="small" icon={<EditOutlined />} onClick={() => editing.edit(item)}>
                    {en.common.edit}
                  </Button>
                ) : null}
                {editing.remove && mayChange(item, role) ? (
                  <Button size="small" danger icon={<DeleteOutlined />} onClick={() => editing.remove!(item)}>
                    {en.common.delete}
                  </Button>
                ) : null}
                <ItemScreenLinks definition={definition} item={item} />
                <PublishActions target={targetOf(definition, item.id)} item={item} role={role} endpoints={endpoints} />
                <HistoryButton definition={definition} item={item} endpoints={endpoints} />
              </Space>
            ),
          },
        ]}
      />
      {editing.modal}
    </ContentEndpointsContext.Provider>
  );
}
