import { counted } from './plural';

/** The training calendar's cards, a programme's enrolment and the confirmation page, in English. */
export const trainings = {
  enrolment: { open: 'Enrolment open', waitlist: 'Waiting list only', closed: 'Enrolment closed' },
  seatsLeft: (left: number, seats: number) => `${left} of ${counted(seats, { one: 'seat', other: 'seats' })} left`,
  hours: (n: number) => counted(n, { one: 'hour', other: 'hours' }),
  enrolTitle: 'Enrol in this training',
  openText: (left: number) => `${counted(left, { one: 'seat is', other: 'seats are' })} left. Enrol below.`,
  waitlistText: 'Every seat is taken: enrol to join the waiting list. We will mail you if a place frees.',
  closesAt: 'Enrolment closes',
  name: 'Name',
  employeeId: 'Employee ID',
  email: 'E-mail',
  phone: 'Phone (optional)',
  school: 'School',
  district: 'District',
  consent: 'I agree to this use of my details.',
  privacyPolicy: 'Privacy policy',
  submit: 'Enrol',
  sending: 'Sending...',
  failed: 'Your enrolment could not be sent. Please try again.',
  confirmTitle: 'Your enrolment',
  confirming: 'Confirming your place...',
  confirmed: 'Your place is confirmed. We look forward to seeing you.',
  waitlisted: (position: number) =>
    `Every seat is taken: you are number ${position} on the waiting list. We will mail you if a place frees.`,
  noToken: 'This page confirms an enrolment from the link we mailed you. Please open that link.',
  confirmFailed: 'Your place could not be confirmed just now. Please open the link again in a few minutes.',
  seeTrainings: 'See the training calendar',
  checkInText:
    'In the room for a session? Type your employee ID to be marked present. The code comes from the QR code; you may also type it from the screen.',
  checkInCode: 'Check-in code',
  checkInCodeHint: 'The 6 digits on the screen',
  checkInSubmit: 'Check in',
  checkingIn: 'Checking in...',
  checkInFailed: 'Your check-in could not be sent. Please try again.',
};
