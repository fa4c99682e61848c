import { counted } from './plural';

/** Verifying a training certificate (/verify, /verify/{code}), in English. */
export const verify = {
  heroText: 'Check a training certificate of the institute: type the code printed on it, or scan its QR code.',
  codeLabel: 'Certificate code',
  codeHint: 'e.g. K7Q2M-9XD4R-...',
  submit: 'Verify',
  checking: 'Checking the certificate...',
  valid: 'This certificate is valid.',
  revoked: 'This certificate has been revoked.',
  notFound: 'No certificate has this code. Check the code and try again.',
  loadError: 'We could not check the certificate.',
  code: 'Code',
  issuedTo: 'Issued to',
  programme: 'Programme',
  hours: (n: number) => counted(n, { one: 'hour', other: 'hours' }),
  hoursLabel: 'Training hours',
  dates: 'Dates',
  issuedOn: 'Issued on',
  reason: 'Reason',
  another: 'Check another certificate',
  pdf: 'Download the certificate (PDF)',
};
