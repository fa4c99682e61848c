import type { ReactNode } from 'react';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { errorText } from '@diet/frontend-core/errors';
import { en } from './i18n/en';

/** The loading indicator every screen shows while its list loads. */
export function LoadingBlock({ text }: { text: string }) {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} role="status">
      <Spin />
      <Typography.Paragraph style={{ marginTop: 12 }}>{text}</Typography.Paragraph>
    </div>
  );
}

export interface ListQueryState {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** Loading, then the error with a retry, then the empty state, then the list itself. */
export function QueryState({
  query,
  loadingText,
  errorFallback,
  emptyText,
  isEmpty,
  children,
}: {
  query: ListQueryState;
  loadingText: string;
  errorFallback: string;
  emptyText?: string;
  isEmpty?: boolean;
  children: ReactNode;
}) {
  if (query.isLoading) return <LoadingBlock text={loadingText} />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorText(query.error, errorFallback)}
        action={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {en.common.retry}
          </Button>
        }
      />
    );
  }
  if (isEmpty && emptyText) return <Empty description={emptyText} />;
  return <>{children}</>;
}

/** Several lists of one screen as one state: loading while any loads, failed while any failed; a retry retries each. */
export function allQueries(...queries: ListQueryState[]): ListQueryState {
  return {
    isLoading: queries.some((q) => q.isLoading),
    isError: queries.some((q) => q.isError),
    isFetching: queries.some((q) => q.isFetching),
    error: queries.find((q) => q.isError)?.error,
    refetch: () => queries.forEach((q) => void q.refetch()),
  };
}
