import { memo, useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { IMAGE_VARIANT_WIDTHS } from '@diet/contracts/image-variants';
import { useGetSiteQuery } from '@diet/frontend-core/site-api';
import { layout } from '../i18n/layout.en';
import { LanguageSwitch } from './language-switch';
import { MAIN_LINKS, MENU_LINKS, NEWSLETTER_LINK, type NavLinkItem } from './nav-links';
import styles from './public-header.module.css';

/** The server's smallest sized copy (GET /uploads/<name>?w=160): sharp on a 4x screen at the 40 px shown. */
const EMBLEM_WIDTH = IMAGE_VARIANT_WIDTHS[0];

const MENU_ID = 'site-menu';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * Items of the header's link lists. Memoised, as is the language switch: the menu's toggle
 * re-renders the header, and on the low-tier phone re-rendering its thirty links again took a
 * tenth of the tap's time to the next paint (INP, issue 38). A page change still reaches them.
 */
const LinkItems = memo(function LinkItems({
  links,
  itemClassName,
  onNavigate,
}: {
  links: NavLinkItem[];
  itemClassName?: string;
  onNavigate?: () => void;
}) {
  return links.map((link) => (
    <li key={link.to} className={itemClassName}>
      <NavLink to={link.to} end className={linkClass} onClick={onNavigate}>
        {link.label}
      </NavLink>
    </li>
  ));
});
const HeaderLanguageSwitch = memo(LanguageSwitch);

/**
 * Header of every public page: the four main links, and a toggle menu with the other pages
 * (repeating the main links below 1024 px, where the main row is hidden) and the Newsletter button.
 * NavLink marks the current page with aria-current="page".
 * The toggle is a link to the menu, so a tap before the script has come is not lost: the address's
 * #site-menu shows it (CSS :target); the script then makes it a toggle, and takes over a menu
 * opened that way.
 */
export function PublicHeader() {
  const t = layout.header;
  const { data: site } = useGetSiteQuery();
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLAnchorElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  // Opened before the script came (the toggle's link followed): open, as the page shows it.
  const openedByAddress = hash === `#${MENU_ID}`;

  const close = useCallback(() => setOpen(false), []);
  // Once the script runs, the menu is its state's alone: CSS :target (the no-script way in) would
  // keep it shown, and a history change cannot clear :target.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);

  // Closing a menu the address opened also drops #site-menu, which would keep it shown.
  const shut = useCallback(() => {
    if (openedByAddress) navigate({ hash: '' }, { replace: true });
    setOpen(false);
  }, [navigate, openedByAddress]);
  // Where the menu starts, read as it opens: at the page's top the reading tools' bar lies above
  // the header, and a menu as tall as the screen below the header alone ended below the screen,
  // its last links out of reach until the page scrolled. Clean layout at a tap, so the read is cheap.
  const [menuTop, setMenuTop] = useState<number>();
  const openMenu = () => {
    setMenuTop(headerRef.current?.getBoundingClientRect().bottom);
    setOpen(true);
  };
  const toggle = () => (open ? shut() : openMenu());

  // A page change (back button, a link elsewhere) also closes the menu.
  useEffect(close, [pathname, close]);
  // After it, so a menu the address opened stays open when the script takes the page over.
  useEffect(() => {
    if (openedByAddress) setOpen(true);
  }, [openedByAddress]);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        shut();
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, shut]);

  // The page scrolls a named place (#track) below the header (reflow.css): its height depends on
  // the language, the published name and emblems, and the text size, so it is measured.
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return undefined;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--header-height', `${header.offsetHeight}px`));
    observer.observe(header, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  const name = site?.instituteName ?? layout.splash.instituteName;
  const subtitle = site?.subtitle ?? layout.splash.subtitle;

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.bar}>
        {/* Named by what it shows plus a hidden ', home page': an aria-label would replace the
            visible name and subtitle, and a spoken name must contain what is seen (WCAG 2.5.3). */}
        <Link to="/" className={styles.brand}>
          {site?.emblems.map((emblem) => (
            // A square box whatever the artwork's shape: the header keeps its size as the picture loads.
            <img
              key={emblem.src}
              src={`${emblem.src}?w=${EMBLEM_WIDTH}`}
              alt={emblem.alt}
              width={40}
              height={40}
              className={styles.emblem}
            />
          ))}
          <span className={styles.brandText}>
            <span className={styles.brandName}>{name}</span>
            <span className={styles.brandSubtitle}>{subtitle}</span>
          </span>
          <span className={styles.hiddenText}>, {t.homeLink}</span>
        </Link>

        <nav aria-label={t.mainNavigation} className={styles.mainNav}>
          <ul className={styles.list}>
            <LinkItems links={MAIN_LINKS} />
          </ul>
        </nav>

        <a
          ref={toggleRef}
          href={`#${MENU_ID}`}
          role="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={(event) => {
            event.preventDefault();
            toggle();
          }}
          onKeyDown={(event) => {
            // A button's key, which a link does not have.
            if (event.key === ' ') {
              event.preventDefault();
              toggle();
            }
          }}
        >
          <svg className={styles.toggleIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          <span className={styles.toggleText}>{t.menu}</span>
        </a>

        {/* After the toggle: on a phone the switch wraps to a row of its own below it, so this is
            also the order seen; and a page whose HTML arrives in pieces adds the switch last,
            instead of the toggle arriving later and pushing the switch's row down (a layout shift
            of 0.017 in the bench, issue 38). */}
        <HeaderLanguageSwitch />
      </div>

      <nav
        id={MENU_ID}
        data-live={live ? '' : undefined}
        aria-label={t.moreNavigation}
        className={styles.menu}
        style={menuTop === undefined ? undefined : ({ '--menu-top': `${menuTop}px` } as CSSProperties)}
        hidden={!open}
      >
        <ul className={styles.menuList}>
          <LinkItems links={MAIN_LINKS} itemClassName={styles.narrowOnly} onNavigate={close} />
          <LinkItems links={MENU_LINKS} onNavigate={close} />
        </ul>
        <NavLink to={NEWSLETTER_LINK.to} end className={styles.newsletter} onClick={close}>
          {NEWSLETTER_LINK.label}
        </NavLink>
      </nav>
    </header>
  );
}
