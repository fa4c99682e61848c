import type { ChoiceField } from '@diet/contracts/content-type';
import type { EnrolmentState } from '@diet/contracts/content-types/trainings';
import type { ListCardProps } from '../list/list-cards';
import { choiceName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { trainings as t } from '../../i18n/trainings.en';
import { MomentRange } from '../../components/moment';
import p from '../../components/page.module.css';

const STATE_COLOUR: Record<EnrolmentState, string> = { open: p.green, waitlist: p.yellow, closed: p.grey };

/** A programme on the training calendar: its dates, mode and venue, hours, seats left and whether one may enrol. */
export function TrainingCard({ definition, item }: ListCardProps) {
  const state = item.enrolment as EnrolmentState;
  const mode = definition.fields.mode as ChoiceField;
  return (
    <li className={p.card}>
      <h3 className={p.cardTitle} lang={englishIf(item, 'title')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {String(item.title)}
        </ItemTitleLink>
      </h3>
      <p className={p.muted}>
        <span className={`${p.badge} ${STATE_COLOUR[state] ?? p.grey}`}>{t.enrolment[state]}</span>{' '}
        <span className={`${p.badge} ${p.blue}`}>{choiceName(mode, String(item.mode)) ?? String(item.mode)}</span>
      </p>
      <p className={p.cardText}>
        <MomentRange from={String(item.startsAt)} to={String(item.endsAt)} />
      </p>
      {item.venue ? (
        <p className={p.cardText} lang={englishIf(item, 'venue')}>
          {String(item.venue)}
        </p>
      ) : null}
      <p className={p.muted}>
        {t.hours(Number(item.hours))} · {t.seatsLeft(Number(item.seatsLeft), Number(item.seats))}
      </p>
    </li>
  );
}
