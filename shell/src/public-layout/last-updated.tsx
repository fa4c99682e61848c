import { useEffect, useState } from 'react';
import { formatLongDate } from '@diet/contracts/dates';
import { siteApi, useGetSiteQuery } from '@diet/frontend-core/site-api';
import { readingTools as t } from '../i18n/reading-tools.en';

/** GET /api/site/updated: when the content visitors see last changed; GET /api/site/visitors: the counter. */
const footerApi = siteApi.injectEndpoints({
  endpoints: (build) => ({
    getLastUpdate: build.query<string | null, void>({
      query: () => 'site/updated',
      transformResponse: (response: { data: { updatedAt: string | null } }) => response.data.updatedAt,
    }),
    getVisitorCount: build.query<number, void>({
      query: () => 'site/visitors',
      transformResponse: (response: { data: { visitors: number } }) => response.data.visitors,
    }),
  }),
});

/** The footer's 'Last updated: <date>', from the data; nothing until it is known. */
export function LastUpdated({ className }: { className?: string }) {
  const { data: updatedAt } = footerApi.useGetLastUpdateQuery();
  if (!updatedAt) return null;
  return (
    <p className={className}>
      {t.lastUpdated}: <time dateTime={updatedAt}>{formatLongDate(updatedAt)}</time>
    </p>
  );
}

/** Indian digit grouping (1,23,456) in Western digits, as the institute writes figures in every language. */
export function formatCount(n: number): string {
  const digits = String(Math.trunc(n));
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/**
 * The footer's 'Visitors: <n>' where the institute shows a counter (site content `visitorCounter`).
 * Asked for by the browser only, after its first render: the count moves with every visitor, so a
 * server-rendered page holding it could never be reused for the next one.
 */
export function VisitorCount({ className }: { className?: string }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { data: site } = useGetSiteQuery();
  const { data: visitors } = footerApi.useGetVisitorCountQuery(undefined, { skip: !mounted || !site?.visitorCounter });
  if (!mounted || !site?.visitorCounter || visitors === undefined) return null;
  return (
    <p className={className}>
      {t.visitors}: {formatCount(visitors)}
    </p>
  );
}
