/**
 * A training certificate on paper (ARCHITECTURE.md 12.2): A4 landscape, the institute with its
 * first emblem when one is uploaded, the teacher's name in its own script (Gurmukhi, Devanagari or
 * Latin, each in its embedded Noto font), the programme, its hours and dates, the code, and a QR
 * code of the verify address that a district officer scans with a phone.
 */
import { formatLongDate } from '@diet/contracts/dates';
import { drawQrCode } from '../common/media/pdf-qr-code';
import { openPdf, pdfBytes, writeCentred } from '../common/media/pdf-writer';
import type { TrainingCertificateEntity } from './training-enrolment.entity';

/** The certificate's words (English: the certificate is the institute's record, as the mails are). */
export const CERTIFICATE_TEXT = {
  title: 'Certificate of Completion',
  certifies: 'This is to certify that',
  employeeId: (id: string) => `Employee ID ${id}`,
  completed: 'has completed the teacher training programme',
  hoursAndDates: (hours: number, from: string, to: string) =>
    from === to ? `of ${hours} hours, held on ${from}.` : `of ${hours} hours, held from ${from} to ${to}.`,
  issued: (on: string) => `Issued on ${on}`,
  code: (code: string) => `Certificate code: ${code}`,
  check: 'Check this certificate by scanning the code or at',
  revoked: (reason: string) => `REVOKED: ${reason}`,
} as const;

export type CertificateOnPaper = Pick<
  TrainingCertificateEntity,
  'code' | 'name' | 'employeeId' | 'programme' | 'startsAt' | 'endsAt' | 'issuedAt'
> & {
  hours: number;
  /** Set when an administrator revoked it: the paper says so, as the verify page does. */
  revokedReason?: string;
};

export interface InstituteOnPaper {
  /** Its name as published, in English and then the state's language (Punjabi). */
  names: string[];
  /** The first emblem as a PNG, when the office has uploaded one. */
  emblem?: Buffer;
}

const NAVY = '#1f3b64';
const MARGIN = 48;
const QR_SIZE = 104;

const day = (date: Date) => formatLongDate(new Date(date).toISOString(), 'en');

export function certificatePdf(
  certificate: CertificateOnPaper,
  verifyUrl: string,
  institute: InstituteOnPaper,
): Buffer {
  const doc = openPdf({
    title: `${CERTIFICATE_TEXT.title}: ${certificate.name}`,
    layout: 'landscape',
    margin: MARGIN + 24,
  });
  const { width, height } = doc.page;
  doc
    .lineWidth(3)
    .strokeColor(NAVY)
    .rect(MARGIN - 24, MARGIN - 24, width - 2 * MARGIN + 48, height - 2 * MARGIN + 48)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(MARGIN - 16, MARGIN - 16, width - 2 * MARGIN + 32, height - 2 * MARGIN + 32)
    .stroke();

  doc.y = MARGIN;
  if (institute.emblem) {
    doc.image(institute.emblem, (width - 56) / 2, doc.y, { fit: [56, 56], align: 'center', valign: 'center' });
    doc.y += 62;
  }
  doc.fillColor(NAVY);
  const [name, ...otherNames] = institute.names;
  writeCentred(doc, name, { size: 16, weight: 'bold', minSize: 11 });
  for (const other of otherNames) writeCentred(doc, other, { size: 12, minSize: 9 });
  doc.y += 22;
  writeCentred(doc, CERTIFICATE_TEXT.title, { size: 30, weight: 'bold' });
  if (certificate.revokedReason !== undefined) {
    doc.fillColor('#b3261e');
    writeCentred(doc, CERTIFICATE_TEXT.revoked(certificate.revokedReason), { size: 13, weight: 'bold', minSize: 9 });
  }
  doc.fillColor('#222222');
  doc.y += 18;
  writeCentred(doc, CERTIFICATE_TEXT.certifies, { size: 13 });
  doc.y += 4;
  writeCentred(doc, certificate.name, { size: 28, weight: 'bold', minSize: 14 });
  writeCentred(doc, CERTIFICATE_TEXT.employeeId(certificate.employeeId), { size: 10 });
  doc.y += 14;
  writeCentred(doc, CERTIFICATE_TEXT.completed, { size: 13 });
  doc.y += 4;
  writeCentred(doc, certificate.programme, { size: 20, weight: 'bold', minSize: 12 });
  writeCentred(
    doc,
    CERTIFICATE_TEXT.hoursAndDates(certificate.hours, day(certificate.startsAt), day(certificate.endsAt)),
    { size: 13, minSize: 9 },
  );

  // The foot: issue date and code on the left, the QR code of the verify address on the right.
  const footTop = height - MARGIN - QR_SIZE;
  drawQrCode(doc, verifyUrl, { x: width - MARGIN - QR_SIZE, y: footTop, size: QR_SIZE });
  doc.fillColor('#222222');
  const footWidth = width - 2 * MARGIN - QR_SIZE - 16;
  doc.font('latin-regular').fontSize(10);
  doc.text(CERTIFICATE_TEXT.issued(day(certificate.issuedAt)), MARGIN, footTop + 18, { width: footWidth });
  doc.font('latin-bold').text(CERTIFICATE_TEXT.code(certificate.code), { width: footWidth });
  doc.font('latin-regular').fontSize(9).text(CERTIFICATE_TEXT.check, { width: footWidth });
  doc.fillColor(NAVY).text(verifyUrl, { width: footWidth, link: verifyUrl, underline: true });
  return pdfBytes(doc);
}
