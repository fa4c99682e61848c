import { Suspense, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { SiteContent } from '@diet/contracts/entities';
import { LOADING_PLACEHOLDER, TRACKS_VISIT_ATTRIBUTE, VISIT_TRACKED } from '@diet/contracts/first-route';
import { usePageTitle } from '@diet/frontend-core/document-title';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { useMetaDescription } from '../../components/use-meta-description';
import { lazyPage } from '../../lazy-page';
import { en } from '../../i18n/en';
import { Carousel } from './carousel';
import { ContentHomeSections } from './content-home-sections';
import { EventList } from './event-list';
import { markFirstRouteComplete } from './first-route-mark';
import { useGetEventsQuery } from './events-api';
import { LatestUpdates } from './latest-updates';
import { PrincipalPanel } from './principal-panel';
import { useTrackVisitMutation } from './track-visit-api';
import page from '../../components/page.module.css';
import styles from './home-page.module.css';

const t = en.home;
/** The open event lives in the address (?event=<id>), so the modal survives reload and sharing. */
export const EVENT_PARAM = 'event';
/**
 * The event dialog only opens on a click or a shared link: its code is not part of the page's first
 * load (issue #22), and is fetched once the page is idle.
 */
const eventModal = lazyPage(() =>
  import(/* webpackChunkName: "event-modal" */ './event-modal').then((m) => m.EventModal),
);

export function HomePage() {
  usePageTitle(en.pages['']);
  // The hero, the figures and the mission are the office's (site settings), in the page's language;
  // optional while the site's answer fails (or comes from an API older than the settings).
  const { data: site, isLoading: siteLoading } = useGetSiteQuery();
  const hero = site?.hero as SiteContent['hero'] | undefined;
  useMetaDescription(hero?.subline || t.description);
  const [params, setParams] = useSearchParams();
  const openId = params.get(EVENT_PARAM);
  const upcoming = useGetEventsQuery({ when: 'upcoming' });
  const past = useGetEventsQuery({ when: 'past' });
  const known = [...(upcoming.data ?? []), ...(past.data ?? [])].find((event) => event.id === openId);
  const [trackVisit] = useTrackVisitMutation();

  // Both lists answered (or failed and say so): the first screen is complete.
  const eventsShown = !upcoming.isLoading && !past.isLoading;
  useEffect(() => {
    if (eventsShown) markFirstRouteComplete();
  }, [eventsShown]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(() => void eventModal.preload().catch(() => undefined));
  }, []);

  useEffect(() => {
    // Counted already by the inline script of the page the server rendered.
    if (document.querySelector(`[${TRACKS_VISIT_ATTRIBUTE}="${VISIT_TRACKED}"]`)) return;
    trackVisit()
      .unwrap()
      .catch((error: unknown) => console.warn('track-visit failed', error));
  }, [trackVisit]);

  const open = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set(EVENT_PARAM, id);
      return next;
    });
  const close = () =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.delete(EVENT_PARAM);
      return next;
    });

  return (
    <div className={styles.page} {...{ [TRACKS_VISIT_ATTRIBUTE]: '' }}>
      <section className={styles.hero} aria-labelledby="home-title">
        <h1 id="home-title" className={styles.headline}>
          {hero?.headline || en.pages['']}
        </h1>
        {hero?.subline ? <p className={styles.heroText}>{hero.subline}</p> : null}
        <div className={styles.actions}>
          <Link className={styles.primary} to="/diksha-lab">
            {t.exploreDiksha}
          </Link>
          <Link className={styles.secondary} to="/about">
            {t.learnMore}
            <span className={page.hiddenText}> {t.learnMoreWhat}</span>
          </Link>
        </div>
      </section>

      <section aria-label={t.statsLabel}>
        <ul className={styles.stats}>
          {((site?.stats as SiteContent['stats'] | undefined) ?? []).map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span>
              <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </section>
      {/* Floating on a wide screen; on a phone in the page here, under the figures, where it covers nothing. */}
      <PrincipalPanel />

      <section aria-labelledby="campus-title" className={styles.block}>
        <h2 id="campus-title" className={styles.sectionTitle}>
          {t.campusTitle}
        </h2>
        <Carousel photos={site?.carousel ?? []} loading={siteLoading} />
      </section>

      <div className={styles.block}>
        <EventList when="upcoming" title={t.upcomingTitle} emptyText={t.upcomingEmpty} onOpen={open} strip />
      </div>
      <div className={styles.block}>
        <EventList
          when="past"
          title={t.pastTitle}
          emptyText={t.pastEmpty}
          onOpen={open}
          footer={
            <p className={styles.more}>
              <Link to="/events/archive">{t.viewAllPast}</Link>
            </p>
          }
        />
      </div>

      <ContentHomeSections className={`${styles.block} ${styles.columns}`} />

      <section aria-labelledby="quick-title" className={styles.block}>
        <h2 id="quick-title" className={styles.sectionTitle}>
          {t.quickAccessTitle}
        </h2>
        <ul className={styles.cards}>
          {t.quickAccess.map((card) => (
            <li key={card.to} className={styles.card}>
              <h3 className={styles.cardTitle}>{card.title}</h3>
              <p className={styles.cardText}>{card.text}</p>
              <Link className={styles.cardLink} to={card.to} aria-label={`${t.accessNow}: ${card.title}`}>
                {t.accessNow}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <div className={`${styles.block} ${styles.columns}`}>
        <LatestUpdates />
        <section className={styles.mission} aria-labelledby="mission-title">
          <h2 id="mission-title" className={styles.sectionTitle}>
            {t.missionTitle}
          </h2>
          <p>{(site?.about as SiteContent['about'] | undefined)?.mission}</p>
          <Link className={styles.primary} to="/about">
            {t.missionLink}
          </Link>
        </section>
      </div>

      {openId ? (
        // A placeholder the server's render waits past (a shared link's dialog is in its HTML), unseen.
        <Suspense fallback={<span hidden {...LOADING_PLACEHOLDER} />}>
          <eventModal.Component id={openId} known={known} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
