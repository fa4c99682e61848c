import { formatLongDate } from '@diet/contracts/dates';
import { siteApi } from '@diet/frontend-core/site-api';
import { readingTools as t } from '../i18n/reading-tools.en';

/** GET /api/site/updated: when the content visitors see last changed. */
const updatedApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getLastUpdate: build.query<string | null, void>({
      query: () => 'site/updated',
      transformResponse: (response: { data: { updatedAt: string | null } }) => response.data.updatedAt,
    }),
  }),
});

/** The footer's 'Last updated: <date>', from the data; nothing until it is known. */
export function LastUpdated({ className }: { className?: string }) {
  const { data: updatedAt } = updatedApi.useGetLastUpdateQuery();
  if (!updatedAt) return null;
  return (
    <p className={className}>
      {t.lastUpdated}: <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
    </p>
  );
}
