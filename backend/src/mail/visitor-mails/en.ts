/**
 * The words of the mails a visitor gets (a tracked message's acknowledgement and reply, a
 * teacher's enrolment, place, record link and certificate), in the language of the page they
 * wrote from: English here; pa.ts and hi.ts have this shape, so a text missing in a language does
 * not compile. What they typed (names, the office's reply) and a programme's title as published in
 * that language are put in; the staff's own mails (accounts, review) stay English.
 */
export const visitorMails = {
  greeting: (name: string) => `Dear ${name},`,
  /** A programme's start: '15 December 2026 at 3:00 PM IST' (the day and time already worded). */
  startsAt: (day: string, time: string) => `${day} at ${time} IST`,
  acknowledgement: {
    subject: (reference: string) => `We have received your message: ${reference}`,
    received: (subject: string, reference: string) =>
      `Thank you for writing to us about "${subject}". Your message has been received and its reference is ${reference}.`,
    track: 'To see its status and our reply, open this link and give this reference with your e-mail address:',
  },
  reply: {
    subject: (reference: string) => `Reply to your message ${reference}`,
    answered: (reference: string, status: string) =>
      `The institute has answered your message ${reference}. Its status is now: ${status}.`,
    track: 'You can see the status and this reply at any time here:',
  },
  trackLink: 'Track your message',
  quoteReference: 'Please quote the reference whenever you write to us about this message.',
  confirmEnrolment: {
    subject: (title: string) => `Confirm your enrolment: ${title}`,
    asked: (title: string, startsAt: string) => `You asked to enrol in "${title}", starting ${startsAt}.`,
    within: (hours: number) => `Open this link within ${hours} hours to confirm your enrolment:`,
    link: 'Confirm your enrolment',
    after: 'If you did not ask for this, you can ignore this mail: the enrolment stays unconfirmed.',
  },
  placeGiven: {
    subject: (title: string) => `Your place is confirmed: ${title}`,
    given: (title: string, startsAt: string) =>
      `A place has become free in "${title}", starting ${startsAt}, and it is now yours: your enrolment is confirmed.`,
    sessions: 'The programme and its sessions:',
    link: 'See the programme',
    after:
      'If you can no longer attend, please tell the institute so that the next teacher on the waiting list gets the place.',
  },
  traineeRecord: {
    subject: 'Your training record',
    within: (hours: number) =>
      `Open this link within ${hours} hours to see your teacher training: programmes, hours this year and certificates.`,
    link: 'See your training record',
    after: 'If you did not ask for this, you can ignore this mail.',
  },
  certificate: {
    subject: (title: string) => `Your certificate: ${title}`,
    completed: (title: string, hours: number, code: string) =>
      `You have completed "${title}" (${hours} hours). Your certificate's code is ${code}.`,
    verify: 'Anyone can check it at this address, which the institute gives to schools and officers who ask:',
    link: 'Verify the certificate',
    after: 'Keep this mail: the code is your proof of the training.',
  },
};
