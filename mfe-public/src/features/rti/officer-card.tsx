import { EmailLink, PhoneLink } from '@diet/frontend-core/contact-links';
import type { ListCardProps } from '../list/list-cards';
import { choiceLabel, fieldName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import p from '../../components/page.module.css';
import s from './officer-card.module.css';

/** An RTI officer (on /rti, `related`): the role, name and designation, then the address, phone and e-mail a request goes to. */
export function OfficerCard({ definition, item }: ListCardProps) {
  const { fields } = definition;
  const text = (name: string) => (typeof item[name] === 'string' && item[name] ? String(item[name]) : null);
  const [address, phone, email] = [text('address'), text('phone'), text('email')];
  return (
    <li className={p.card}>
      <p className={`${p.badge} ${p.blue}`}>{choiceLabel(fields.role, String(item.role))}</p>
      <h3 className={p.cardTitle}>{String(item.name)}</h3>
      <p className={p.muted} lang={englishIf(item, 'designation')}>
        {text('designation')}
      </p>
      <dl className={s.facts}>
        {address ? (
          <>
            <dt>{fieldName(fields.address, fields.address.label)}</dt>
            <dd lang={englishIf(item, 'address')}>{address}</dd>
          </>
        ) : null}
        {phone ? (
          <>
            <dt>{fieldName(fields.phone, fields.phone.label)}</dt>
            <dd>
              <PhoneLink className={p.link} number={phone} />
            </dd>
          </>
        ) : null}
        {email ? (
          <>
            <dt>{fieldName(fields.email, fields.email.label)}</dt>
            <dd>
              <EmailLink className={p.link} address={email} />
            </dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
