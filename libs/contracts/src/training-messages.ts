import type { Term } from './glossary';

/**
 * Teacher training's limits and exact texts (ARCHITECTURE.md 12.2), apart from the definitions so
 * that the message catalogues, which the public pages load, carry no definition.
 */
export const TRAINING_LIMITS = {
  hoursMin: 1,
  hoursMax: 200,
  seatsMin: 1,
  seatsMax: 1000,
  attendanceDefault: 75,
} as const;
/** How long the mailed confirmation link works. */
export const ENROLMENT_LINK_HOURS = 48;
/** An enrolment's states (12.7), here so that a teacher's record (TraineeRecord) names them too. */
export const ENROLMENT_STATUSES = ['pending', 'confirmed', 'waitlisted', 'cancelled', 'completed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];
/** What a teacher reads of each state of an enrolment and a certificate, by id (ARCHITECTURE.md 12.1). */
export const ENROLMENT_STATUS_NAMES: Record<EnrolmentStatus, Term> = {
  pending: { en: 'Awaiting your confirmation', pa: 'ਤੁਹਾਡੀ ਪੁਸ਼ਟੀ ਦੀ ਉਡੀਕ', hi: 'आपकी पुष्टि की प्रतीक्षा' },
  confirmed: { en: 'Confirmed', pa: 'ਪੱਕਾ', hi: 'पुष्ट' },
  waitlisted: { en: 'On the waiting list', pa: 'ਉਡੀਕ ਸੂਚੀ ਵਿੱਚ', hi: 'प्रतीक्षा सूची में' },
  cancelled: { en: 'Cancelled', pa: 'ਰੱਦ', hi: 'रद्द' },
  completed: { en: 'Completed', pa: 'ਪੂਰਾ ਹੋਇਆ', hi: 'पूरा हुआ' },
};
/** The public page the confirmation link opens (the token follows as ?token=). */
export const ENROLMENT_CONFIRM_PATH = '/trainings/confirm';

/** The exact answers of 12.2, and the texts the office and the enrolment form add in their pattern. */
export const TRAINING_MESSAGES = {
  alreadyEnrolled: 'You are already enrolled in this training.',
  closed: 'Enrolment for this training is closed.',
  consentRequired: 'Consent is required',
  schoolRequired: 'School is required',
  districtRequired: 'District is required',
  noSeatsLeft: 'This training has no seats left.',
  presentInvalid: 'Present must list confirmed enrolments of this training',
  attendanceSaved: 'Attendance saved successfully!',
  reasonRequired: 'Reason is required',
  onlyConfirmedCompletes: 'Only a confirmed enrolment can be completed.',
  certificatesIssued: 'Certificates issued successfully!',
  certificateRevoked: 'Certificate revoked successfully!',
  checkInInvalid: 'This check-in code is not valid.',
  checkedIn: 'You are marked present. Thank you!',
  notEnrolled: 'No confirmed enrolment in this training has this employee ID.',
  codeRequired: 'Code is required',
  notChangeable: 'A cancelled or completed enrolment cannot be changed.',
  changedMeanwhile: 'This enrolment was changed meanwhile. Please reload and try again.',
  enrolled: 'Please check your e-mail and open the link we sent to confirm your enrolment.',
  enrolmentUpdated: 'Enrolment updated successfully!',
  sessionAdded: 'Session added successfully!',
  sessionUpdated: 'Session updated successfully!',
  sessionDeleted: 'Session deleted successfully!',
  endsBeforeStart: 'End cannot be before the start',
  closesAfterEnd: 'Enrolment must close by the end of the training',
  hoursRange: `Hours must be between ${TRAINING_LIMITS.hoursMin} and ${TRAINING_LIMITS.hoursMax}`,
  seatsRange: `Seats must be between ${TRAINING_LIMITS.seatsMin} and ${TRAINING_LIMITS.seatsMax}`,
  attendanceRange: 'Minimum attendance must be between 1 and 100%',
} as const;

/** What the verify page and API say of a certificate. */
export type CertificateStatus = 'valid' | 'revoked';
export const CERTIFICATE_STATUS_NAMES: Record<CertificateStatus, Term> = {
  valid: { en: 'Valid', pa: 'ਸਹੀ', hi: 'मान्य' },
  revoked: { en: 'Revoked', pa: 'ਰੱਦ', hi: 'रद्द' },
};
/** The verify address of a certificate: the page, and its QR code's target. */
export const CERTIFICATE_VERIFY_PATH = '/verify';
/** One certificate's verify page ('/verify/K7Q2M-...'): the QR code, the mail and every link to it. */
export const certificateVerifyPath = (code: string): string => `${CERTIFICATE_VERIFY_PATH}/${encodeURIComponent(code)}`;
/** A certificate on paper (A4 PDF with its QR code), for anyone who has its code. */
export const certificatePdfPath = (code: string): string => `/api/certificates/${encodeURIComponent(code)}.pdf`;
/** A self check-in code works this long; the office's screen asks for a new one before it ends. */
export const CHECK_IN_CODE_SECONDS = 120;
/** The public page a check-in QR code opens (?code= follows): the trainee types the employee ID there. */
export const CHECK_IN_PATH = '/trainings/check-in';

/** A teacher's own record (ARCHITECTURE.md 12.2): NEP 2020's hours of professional development a year. */
export const NEP_ANNUAL_HOURS = 50;
/** The page the mailed link opens (?token=), how long the link works, and the session it opens. */
export const MY_TRAINING_PATH = '/my-training';
export const TRAINEE_LINK_HOURS = 24;
export const TRAINEE_SESSION_MINUTES = 30;
/** A teacher's transcript: GET /api<apiPath> with the record's bearer, saved under `fileName`. */
export const TRANSCRIPT = { apiPath: '/trainees/me/transcript.pdf', fileName: 'training-record.pdf' } as const;
/** The office's CSV of a programme's enrolments (GET /api/admin/trainings/{id}/enrolments/export). */
export const ENROLMENTS_EXPORT_FILE = 'training-enrolments.csv';

/**
 * GET /api/trainees/me: a teacher's own record. `Moment` is a Date where the server builds it and
 * the ISO string its JSON carries where a page reads it.
 */
export interface TraineeRecord<Moment = string> {
  name: string;
  employeeId: string;
  hoursThisYear: number;
  target: number;
  enrolments: {
    id: string;
    trainingId: string;
    programme: string;
    status: EnrolmentStatus;
    /** The programme's hours, and those of its sessions the teacher was present at. */
    hours: number;
    attendedHours: number;
    startsAt: Moment;
    endsAt: Moment;
  }[];
  certificates: { code: string; programme: string; hours: number; issuedAt: Moment; status: CertificateStatus }[];
}

export const TRAINEE_MESSAGES = {
  accessSent: 'If we have enrolments for this address, we have sent it a link to your training record.',
  sessionRequired: 'Please open the link we mailed you again.',
} as const;
