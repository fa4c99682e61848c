/**
 * The teacher's mails of an enrolment: the one-time confirmation link, and the place given when
 * the waiting list moves. Written like the account mails (auth/account-mails.ts).
 */
import { instituteDateAndTime } from '@diet/contracts/date-time';
import { ENROLMENT_LINK_HOURS } from '@diet/contracts/content-types/trainings';
import { compose, type AccountMail } from '../auth/account-mails';

interface Programme {
  title: string;
  startsAt: string | Date;
}

const when = (p: Programme) => {
  const at = instituteDateAndTime(new Date(p.startsAt).toISOString());
  return at ? `${at.date} at ${at.time} IST` : '';
};

export function confirmEnrolmentMail(o: {
  name: string;
  programme: Programme;
  url: string;
  institute: string;
}): AccountMail {
  return compose(
    `Confirm your enrolment: ${o.programme.title}`,
    `Dear ${o.name},`,
    [
      `You asked to enrol in "${o.programme.title}", starting ${when(o.programme)}.`,
      `Open this link within ${ENROLMENT_LINK_HOURS} hours to confirm your enrolment:`,
    ],
    { url: o.url, label: 'Confirm your enrolment' },
    'If you did not ask for this, you can ignore this mail: the enrolment stays unconfirmed.',
    o.institute,
  );
}

export function placeGivenMail(o: { name: string; programme: Programme; url: string; institute: string }): AccountMail {
  return compose(
    `Your place is confirmed: ${o.programme.title}`,
    `Dear ${o.name},`,
    [
      `A place has become free in "${o.programme.title}", starting ${when(o.programme)}, and it is now yours: your enrolment is confirmed.`,
      'The programme and its sessions:',
    ],
    { url: o.url, label: 'See the programme' },
    'If you can no longer attend, please tell the institute so that the next teacher on the waiting list gets the place.',
    o.institute,
  );
}
