import styles from './page.module.css';

/** The coloured band with the page's one h1. */
export function PageHero({ title, text }: { title: string; text?: string }) {
  return (
    <section className={styles.hero} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.heroTitle}>
        {title}
      </h1>
      {text ? <p className={styles.heroText}>{text}</p> : null}
    </section>
  );
}
