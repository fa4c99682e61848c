import { useSearchParams } from 'react-router-dom';
import type { RecentNewsletter } from '@diet/contracts/entities';
import { NEWSLETTER_EXCERPT } from '@diet/contracts/limits';
import { formatLongDate } from '@diet/contracts/dates';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { LoadError } from '../../components/load-error';
import { Modal } from '../../components/modal';
import { PageHero } from '../../components/page-hero';
import { StatStrip } from '../../components/stat-strip';
import { truncate } from '../../components/truncate';
import { useMetaDescription } from '../../components/use-meta-description';
import { en } from '../../i18n/en';
import { newsletter } from '../../i18n/newsletter.en';
import { useGetNewsletterQuery, useGetRecentNewslettersQuery } from './newsletter-api';
import { NewsletterBody } from './newsletter-body';
import { SubscribeForm } from './subscribe-form';
import p from '../../components/page.module.css';
import styles from './newsletter-page.module.css';

const t = newsletter;
const PARAM = 'newsletter';

/** 'Read full' (a dead button in the seed) opens the whole campaign; its id is in the address. */
function NewsletterModal({ id, known, onClose }: { id: string; known?: RecentNewsletter; onClose: () => void }) {
  // The list's content may be an excerpt source only; the full text comes from the campaign itself.
  const { data, isError, isFetching, refetch } = useGetNewsletterQuery(id);
  const item = data ?? known;
  return (
    <Modal titleId="newsletter-title" closeLabel={t.closeNewsletter} onClose={onClose}>
      {item ? (
        <>
          <h2 id="newsletter-title" className={styles.modalTitle}>
            {item.subject}
          </h2>
          <p className={styles.date}>{formatLongDate(item.createdAt)}</p>
          {data ? <NewsletterBody campaign={data} /> : <div className={styles.content}>{item.content}</div>}
        </>
      ) : (
        <>
          <h2 id="newsletter-title" className={styles.modalTitle}>
            {isError ? t.notFound : en.common.loading}
          </h2>
          {isError ? (
            <LoadError
              text={t.loadError}
              retryLabel={en.common.retry}
              onRetry={() => void refetch()}
              busy={isFetching}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}

/** Newsletter: subscribe form, benefits and claims, recent newsletters with their recipient count. */
export function NewsletterPage() {
  usePageTitle(en.pages['newsletter']);
  useMetaDescription(t.heroText);
  const { data: site } = useGetSiteQuery();
  const recent = useGetRecentNewslettersQuery();
  const [params, setParams] = useSearchParams();
  const openId = params.get(PARAM);
  const setOpen = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(PARAM, id);
      else next.delete(PARAM);
      return next;
    });

  let list;
  if (recent.isLoading) list = <p className={p.muted}>{t.loading}</p>;
  else if (recent.isError)
    list = (
      <LoadError
        text={t.loadError}
        retryLabel={en.common.retry}
        onRetry={() => void recent.refetch()}
        busy={recent.isFetching}
      />
    );
  else if (!recent.data?.length) list = <p className={p.muted}>{t.recentEmpty}</p>;
  else
    list = (
      <ul className={p.grid}>
        {recent.data.map((n) => (
          <li key={n.id} className={p.card}>
            <time dateTime={n.createdAt} className={styles.date}>
              {formatLongDate(n.createdAt)}
            </time>
            <h3 className={p.cardTitle}>{n.subject}</h3>
            <p className={p.cardText}>{truncate(n.content, NEWSLETTER_EXCERPT)}</p>
            <span className={`${p.badge} ${p.blue}`}>{t.sentTo(n.recipientCount)}</span>
            <button
              type="button"
              className={p.button}
              aria-label={t.readFullOf(n.subject)}
              onClick={() => setOpen(n.id)}
            >
              {t.readFull}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <div className={p.page}>
      <PageHero title={en.pages['newsletter']} text={t.heroText} />
      <div className={`${p.section} ${styles.columns}`}>
        <section className={p.card} aria-labelledby="subscribe-title">
          <h2 id="subscribe-title" className={p.cardTitle}>
            {t.formTitle}
          </h2>
          <SubscribeForm />
        </section>
        <section className={p.card} aria-labelledby="benefits-title">
          <h2 id="benefits-title" className={p.cardTitle}>
            {t.benefitsTitle}
          </h2>
          <ul className={p.list}>
            {(site?.newsletterBenefits ?? []).map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <StatStrip label={t.claimsLabel} stats={t.claims} />
        </section>
      </div>
      <section className={p.section} aria-labelledby="recent-title">
        <h2 id="recent-title" className={p.sectionTitle}>
          {t.recentTitle}
        </h2>
        {list}
      </section>
      {openId ? (
        <NewsletterModal id={openId} known={recent.data?.find((n) => n.id === openId)} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
