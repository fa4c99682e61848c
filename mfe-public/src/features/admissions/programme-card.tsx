import type { ChoiceField, Field } from '@diet/contracts/content-type';
import type { ProgrammeStatus } from '@diet/contracts/content-types/programmes';
import { formatLongDate } from '@diet/contracts/dates';
import { todayInInstitute } from '@diet/contracts/limits';
import type { PublicItem } from '../../api/content-api';
import type { ListCardProps } from '../list/list-cards';
import { choiceName, fieldName } from '../../components/definition-names';
import { englishIf } from '../../components/english-fallback';
import { ItemTitleLink } from '../../components/item-title-link';
import { admissions as t } from '../../i18n/admissions.en';
import p from '../../components/page.module.css';
import s from './programme-card.module.css';

const STATUS_COLOUR: Record<ProgrammeStatus, string> = { Open: p.green, Upcoming: p.yellow, Closed: p.grey };

type PhaseState = keyof typeof t.phaseState;

/** Where a phase stands on `today` (YYYY-MM-DD, the institute's): ISO dates compare as text. */
export function phaseState(phase: { from: string; to: string }, today: string): PhaseState {
  if (phase.to < today) return 'past';
  return phase.from <= today ? 'current' : 'next';
}

function Day({ date }: { date: string }) {
  return <time dateTime={date}>{formatLongDate(date)}</time>;
}

/**
 * A programme's admission phases in order, each with its dates and, in words, whether it is over,
 * open now or to come; the current one is also `aria-current`, so the mark is never colour alone.
 */
export function PhaseTimeline({ phases, today = todayInInstitute() }: { phases: PublicItem[]; today?: string }) {
  if (phases.length === 0) return <p className={p.muted}>{t.noPhases}</p>;
  return (
    <ol className={s.timeline}>
      {phases.map((phase) => {
        const [from, to] = [String(phase.from), String(phase.to)];
        const state = phaseState({ from, to }, today);
        return (
          <li key={String(phase.id)} className={s[state]} aria-current={state === 'current' ? 'step' : undefined}>
            <span className={s.phaseName} lang={englishIf(phase, 'name')}>
              {String(phase.name)}
            </span>{' '}
            <span className={s.state}>({t.phaseState[state]})</span>
            <br />
            <span className={p.hiddenText}>{t.dates}: </span>
            <Day date={from} />
            {to !== from ? (
              <>
                {' – '}
                <Day date={to} />
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** A programme on /admissions: its status, seats, duration, fees, eligibility a line each, and its phases. */
export function ProgrammeCard({ definition, item }: ListCardProps) {
  const fields = definition.fields;
  const status = String(item.status) as ProgrammeStatus;
  const facts = (['intake', 'duration', 'fees'] as const).filter((name) => item[name] != null && item[name] !== '');
  const name = (field: Field) => fieldName(field, field.label);
  const titleId = `programme-${String(item.id)}`;
  return (
    <li className={`${p.card} ${s.programme}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={p.cardTitle} lang={englishIf(item, 'name')}>
        <ItemTitleLink path={definition.path} id={item.id}>
          {String(item.name)}
        </ItemTitleLink>
      </h3>
      <p className={p.muted}>
        <span className={`${p.badge} ${STATUS_COLOUR[status] ?? p.grey}`}>
          {choiceName(fields.status as ChoiceField, status) ?? status}
        </span>
      </p>
      <dl className={s.facts}>
        {facts.map((field) => (
          <div key={field}>
            <dt>{name(fields[field])}</dt>
            <dd lang={englishIf(item, field)}>{String(item[field])}</dd>
          </div>
        ))}
      </dl>
      <h4 className={s.subTitle}>{name(fields.eligibility)}</h4>
      <ul className={s.eligibility} lang={englishIf(item, 'eligibility')}>
        {String(item.eligibility ?? '')
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line, i) => (
            <li key={i}>{line}</li>
          ))}
      </ul>
      <h4 className={s.subTitle}>{t.phases}</h4>
      <PhaseTimeline phases={Array.isArray(item.phases) ? (item.phases as PublicItem[]) : []} />
    </li>
  );
}
