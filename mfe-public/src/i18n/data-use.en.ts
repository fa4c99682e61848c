/** How each public form's data is used, said beside the form (ARCHITECTURE.md section 9, privacy). */
export const dataUse = {
  contact:
    'We use your name, e-mail address and message only to answer you. They stay with the institute and are not shared with anyone else.',
  newsletter:
    "We use your name and e-mail address only to send you the institute's newsletter. Every newsletter carries a link to unsubscribe at any time.",
  proposal:
    'We use your details and your proposal only to consider it and to contact you about it. They stay with the institute and are not shared with anyone else.',
  enrolment:
    'We use your name, employee ID, e-mail, phone, school and district only to run this training: your place, attendance, certificate and training record. They stay with the institute and the Education Department and are not shared with anyone else.',
};
