/**
 * An item's history (ARCHITECTURE.md 11.3): each save with who and when, its changed fields side by
 * side (before / after), and a confirmed restore of any earlier one. Its calls join the remote's own
 * api slice the first time a drawer opens, so no remote lists them.
 */
import type { ReactNode } from 'react';
import { App, Button, Drawer, Empty, Flex, Popconfirm, Spin, Table, Tag, Typography } from 'antd';
import { adminRecordPath, type ContentTypeDefinition, type Field } from '@diet/contracts/content-type';
import type { ApiSuccess } from '@diet/contracts/api';
import { GOVERNANCE_TEXTS as TEXTS, type Revision, type RevisionChange } from '@diet/contracts/content-governance';
import { TOASTS } from '@diet/contracts/toasts';
import { LANGUAGE_NAMES_IN_ENGLISH, translationReviewOf } from '@diet/contracts/content-translations';
import { TRANSLATED_LANGUAGES } from '@diet/contracts/languages';
import { errorText } from '@diet/frontend-core/errors';
import { useCan } from '@diet/frontend-core/use-can';
import { formatInstituteTime } from './institute-time';
import type {
  Api,
  BaseQueryFn,
  coreModuleName,
  EndpointDefinitions,
  reactHooksModuleName,
} from '@reduxjs/toolkit/query/react';
import type { ContentEndpoints, ContentItem } from './content-api';

type RemoteApi = Api<
  BaseQueryFn,
  EndpointDefinitions,
  string,
  'Content' | 'Dashboard',
  typeof coreModuleName | typeof reactHooksModuleName
>;

function injectRevisionEndpoints(endpoints: ContentEndpoints) {
  return (endpoints as unknown as RemoteApi).injectEndpoints({
    endpoints: (build) => ({
      contentRevisions: build.query<Revision[], { record: string; id: string }>({
        query: ({ record, id }) => `admin/${record}/${id}/revisions`,
        transformResponse: (response: ApiSuccess<Revision[]>) => response?.data ?? [],
        providesTags: (_result, _error, { id }) => [{ type: 'Content', id: `revisions:${id}` }],
      }),
      // A restore refreshes the type's list (and dashboard) like any save.
      contentRevisionRestore: build.mutation<
        ApiSuccess<ContentItem>,
        { path: string; record: string; id: string; revisionId: string }
      >({
        query: ({ record, id, revisionId }) => ({
          url: `admin/${record}/${id}/revisions/${revisionId}/restore`,
          method: 'POST',
        }),
        invalidatesTags: (_result, _error, { path, id }) => [
          { type: 'Content', id: path },
          { type: 'Content', id: `revisions:${id}` },
          'Dashboard',
        ],
      }),
    }),
  });
}

const injected = new WeakMap<ContentEndpoints, ReturnType<typeof injectRevisionEndpoints>>();
const revisionEndpoints = (endpoints: ContentEndpoints) => {
  if (!injected.has(endpoints)) injected.set(endpoints, injectRevisionEndpoints(endpoints));
  return injected.get(endpoints)!;
};

/** A value as the office reads it: lists joined, yes/no in the field's own words, nothing as '(empty)'. */
function shown(field: Field | undefined, value: unknown): string {
  if (value === null || value === undefined || value === '') return TEXTS.empty;
  if (Array.isArray(value)) return value.join(', ') || TEXTS.empty;
  if (typeof value === 'boolean') {
    const labels = (field?.kind === 'boolean' && field.labels) || { true: 'Yes', false: 'No' };
    return value ? labels.true : labels.false;
  }
  if (typeof value === 'object') return translationsShown(value as Record<string, unknown>);
  return String(value);
}

/** A revision's translations (a translation-only save shows them): each language's texts, then what waits for review. */
function translationsShown(translations: Record<string, unknown>): string {
  const review = translationReviewOf({ translations });
  const parts = TRANSLATED_LANGUAGES.flatMap((language) => {
    const texts = Object.entries((translations[language] ?? {}) as Record<string, string>);
    const marked = review[language]?.length ? ` (${TEXTS.toReview}: ${review[language]!.join(', ')})` : '';
    return texts.length > 0
      ? [
          `${LANGUAGE_NAMES_IN_ENGLISH[language]}: ${texts.map(([field, text]) => `${field} '${text}'`).join('; ')}${marked}`,
        ]
      : [];
  });
  return parts.join(' | ') || TEXTS.empty;
}

/** Before and after side by side; a creation has no before, so it shows the values alone. */
export function ChangesTable({
  revision,
  text,
}: {
  revision: Revision;
  text: (change: RevisionChange, side: 'before' | 'after') => string;
}) {
  const created = revision.action === 'created';
  return (
    <Table<RevisionChange>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={revision.changes}
      columns={[
        { title: TEXTS.columns.field, dataIndex: 'label', width: '22%' },
        ...(created
          ? []
          : [
              {
                title: TEXTS.columns.before,
                key: 'before',
                render: (_: unknown, c: RevisionChange) => (
                  <Typography.Text delete>{text(c, 'before')}</Typography.Text>
                ),
              },
            ]),
        {
          title: created ? TEXTS.columns.value : TEXTS.columns.after,
          key: 'after',
          render: (_: unknown, c: RevisionChange) => <Typography.Text strong>{text(c, 'after')}</Typography.Text>,
        },
      ]}
    />
  );
}

/**
 * The revisions newest first, each with who, when and what it changed (`changes`), and a confirmed
 * restore of any earlier one for those who may (a list type's item, or a singleton).
 */
export function RevisionEntries({
  revisions,
  mayRestore,
  restoring,
  onRestore,
  changes,
}: {
  revisions: Revision[];
  mayRestore: boolean;
  restoring: boolean;
  onRestore: (revision: Revision) => void;
  changes: (revision: Revision) => ReactNode;
}) {
  return (
    <Flex vertical gap="large">
      {revisions.map((revision, index) => (
        <section key={revision.id} aria-label={TEXTS.revision(revision.number)}>
          <Flex justify="space-between" align="center" wrap gap="small">
            <span>
              <Tag>{`#${revision.number}`}</Tag>
              <strong>{TEXTS.actions[revision.action]}</strong>
              {` · ${revision.user} · ${formatInstituteTime(revision.createdAt)}`}
            </span>
            {index === 0 ? (
              <Tag color="green">{TEXTS.current}</Tag>
            ) : !mayRestore ? null : (
              <Popconfirm
                title={TEXTS.confirmRevisionRestore}
                okText={TEXTS.restore}
                cancelText={TEXTS.cancel}
                onConfirm={() => onRestore(revision)}
              >
                <Button size="small" loading={restoring}>
                  {TEXTS.restoreVersion}
                </Button>
              </Popconfirm>
            )}
          </Flex>
          {changes(revision)}
        </section>
      ))}
    </Flex>
  );
}

interface Props {
  definition: ContentTypeDefinition;
  endpoints: ContentEndpoints;
  item: ContentItem;
  label: string;
  open: boolean;
  onClose: () => void;
  /** After a restore: the caller closes its edit form, which holds the old values. */
  onRestored: () => void;
}

export function RevisionsDrawer({ definition, endpoints, item, label, open, onClose, onRestored }: Props) {
  const api = revisionEndpoints(endpoints);
  const record = adminRecordPath(definition);
  const { notification } = App.useApp();
  const { data: revisions = [], isFetching } = api.useContentRevisionsQuery(
    { record, id: item.id },
    { skip: !open, refetchOnMountOrArgChange: true },
  );
  const [restore, { isLoading: restoring }] = api.useContentRevisionRestoreMutation();
  // A contributor reads the history; only editors and administrators restore (no button that can only fail).
  const mayRestore = useCan('revisionsRestore');

  const restoreTo = async (revision: Revision) => {
    try {
      const response = await restore({ path: definition.path, record, id: item.id, revisionId: revision.id }).unwrap();
      notification.success({ title: response.message ?? TEXTS.revisionRestored });
      onRestored();
    } catch (failure) {
      // A clash with a unique value answers 409 with the field's message: shown as it is.
      notification.error({ title: errorText(failure, TOASTS.requestFailure) });
    }
  };

  return (
    <Drawer open={open} onClose={onClose} title={TEXTS.historyTitle(label)} size="large" destroyOnHidden>
      {isFetching && revisions.length === 0 ? (
        <Spin />
      ) : revisions.length === 0 ? (
        <Empty description={TEXTS.noRevisions} />
      ) : (
        <RevisionEntries
          revisions={revisions}
          mayRestore={mayRestore}
          restoring={restoring}
          onRestore={restoreTo}
          changes={(revision) => (
            <ChangesTable
              revision={revision}
              text={(change, side) => shown(definition.fields[change.field], change[side])}
            />
          )}
        />
      )}
    </Drawer>
  );
}
