import { instituteDateAndTime } from '@diet/contracts/date-time';
import { formatLongDate, formatTimeOfDay } from '@diet/contracts/dates';

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
