import { instituteDateAndTime } from '@diet/contracts/date-time';
import { formatLongDate, formatTimeOfDay, instituteDateOf } from '@diet/contracts/dates';

/** The institute's day of a moment in the page's language ('2 November 2026'), or the moment as sent when it cannot be read. */
export function Day({ at }: { at: string }) {
  const date = instituteDateOf(at);
  return <time dateTime={at}>{date ? formatLongDate(date) : at}</time>;
}

/** A moment as the institute's day and time ('8 December 2026 10:00'), or as sent when it cannot be read. */
export function Moment({ at }: { at: string }) {
  const moment = instituteDateAndTime(at);
  return <time dateTime={at}>{moment ? `${formatLongDate(moment.date)} ${formatTimeOfDay(moment.time)}` : at}</time>;
}

/** From one moment to another: '8 December 2026 10:00 – 9 December 2026 17:00'. */
export function MomentRange({ from, to }: { from: string; to: string }) {
  return (
    <>
      <Moment at={from} /> – <Moment at={to} />
    </>
  );
}
