import { EmailLink, PhoneLink } from '@diet/frontend-core/contact-links';
import type { PublicItem } from '../../api/content-api';
import { ResponsiveImage } from '../../components/responsive-image';
import { staff as t } from '../../i18n/staff.en';
import p from '../../components/page.module.css';
import styles from './staff-card.module.css';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** A staff member: photo, name, designation, qualification when set, subject, phone (tel:) and e-mail (mailto:). */
export function StaffCard({ item }: { item: PublicItem }) {
  const name = String(item.name ?? '');
  const photo = text(item.photo);
  const thumb = text(item.photoThumb);
  const qualification = text(item.qualification);
  const phone = text(item.phone);
  const email = text(item.email);
  return (
    <li className={`${p.card} ${styles.member}`}>
      {thumb || photo ? (
        <ResponsiveImage
          src={thumb ?? photo ?? ''}
          original={photo}
          alt={t.photoAlt(name)}
          width={240}
          height={280}
          sizes="(min-width: 40rem) 16rem, 100vw"
          className={styles.photo}
        />
      ) : null}
      <h3 className={p.cardTitle}>{name}</h3>
      <p className={styles.designation}>{String(item.designation ?? '')}</p>
      {qualification ? <p className={p.cardText}>{qualification}</p> : null}
      <p className={p.cardText}>{String(item.subject ?? '')}</p>
      {phone ? (
        <p className={p.cardText}>
          {t.phone}: <PhoneLink className={p.link} number={phone} />
        </p>
      ) : null}
      {email ? (
        <p className={p.cardText}>
          {t.email}: <EmailLink className={p.link} address={email} />
        </p>
      ) : null}
    </li>
  );
}
