import { useCallback, useEffect, useState } from 'react';
import type { CarouselPhoto } from '@diet/contracts/entities';
import { CAROUSEL_INTERVAL_MS } from '@diet/contracts/limits';
import { CAROUSEL_IMAGE_SIZES } from '@diet/contracts/image-variants';
import { APP_WHEN_SEEN } from '@diet/contracts/first-route';
import { en } from '../../i18n/en';
import { useInView } from './use-in-view';
import { usePrefersReducedMotion } from './use-reduced-motion';
import styles from './carousel.module.css';
import { ResponsiveImage } from '../../components/responsive-image';

const t = en.home;

/**
 * The campus carousel (SPEC.md section 9): autoplay every 3000 ms, 500 ms slide, dots and arrows,
 * infinite, pauses on hover or focus, a visible pause control (WCAG 2.2.2); at 1024 px or less the
 * arrows are hidden by CSS. It turns only while on screen: off it, each turn was a render and a
 * transition for nobody, on the phone's CPU, and one a tap elsewhere could meet (issue 38).
 */
export function Carousel({ photos, loading = false }: { photos: CarouselPhoto[]; loading?: boolean }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own Play or Pause; until then, still when they asked for less motion.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  const playing = playChoice ?? !reducedMotion;
  const [seenRef, seen] = useInView<HTMLElement>();
  const count = photos.length;
  const running = count > 1 && !hovered && !focused && playing;
  const turning = running && seen;

  const go = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);

  useEffect(() => {
    if (!turning) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [turning, count]);

  // While the site content loads, the carousel's place is kept, so the sections below it do not
  // move when the photos arrive (a layout shift, CLS).
  if (!count && loading) return <CarouselPlaceholder />;
  if (!count) return null;

  return (
    // Its autoplay is the app's: on a server-rendered page the app loads once the carousel is seen.
    <section
      ref={seenRef}
      {...APP_WHEN_SEEN}
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={t.carouselLabel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport}>
        <ul
          className={styles.track}
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={running ? 'off' : 'polite'}
        >
          {photos.map((photo, i) => (
            <li
              key={photo.src}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
            >
              <ResponsiveImage
                src={photo.src}
                alt={photo.alt}
                width={960}
                height={480}
                sizes={CAROUSEL_IMAGE_SIZES}
                priority={i === 0}
                className={styles.image}
              />
              <p className={styles.caption}>{photo.caption}</p>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={`${styles.arrow} ${styles.prev}`}
          aria-label={t.previousSlide}
          onClick={() => go(index - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className={`${styles.arrow} ${styles.next}`}
          aria-label={t.nextSlide}
          onClick={() => go(index + 1)}
        >
          ›
        </button>
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          aria-label={playing ? t.pauseCarousel : t.playCarousel}
          onClick={() => setPlayChoice(!playing)}
        >
          {playing ? `❚❚ ${t.pause}` : `▶ ${t.play}`}
        </button>
        <div className={styles.dots}>
          {photos.map((photo, i) => (
            <button
              key={photo.src}
              type="button"
              className={`${styles.dot} ${i === index ? styles.active : ''}`}
              aria-label={t.goToSlide(i + 1)}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

function CarouselPlaceholder() {
  return (
    <div className={styles.carousel} aria-hidden="true" data-testid="carousel-placeholder">
      <div className={styles.viewport}>
        <div className={styles.image} />
      </div>
      <div className={styles.controls}>
        <span className={`${styles.pause} ${styles.hidden}`}>❚❚ {t.pause}</span>
      </div>
    </div>
  );
}
