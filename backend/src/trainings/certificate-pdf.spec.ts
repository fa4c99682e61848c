import { hasPoppler, pdfPageCount, pdfText } from '../../test/utils/pdf-reading';
import { certificatePdf } from './certificate-pdf';

const CERTIFICATE = {
  code: 'K7Q2M-9XD4R-ABCDE-FGHJK',
  name: 'Harpreet Kaur',
  employeeId: 'PB-1',
  programme: 'FLN',
  hours: 12,
  startsAt: new Date('2026-03-12T04:30:00Z'),
  endsAt: new Date('2026-03-12T11:30:00Z'),
  issuedAt: new Date('2026-03-20T06:00:00Z'),
};
const URL = 'https://diet.example.in/verify/K7Q2M-9XD4R-ABCDE-FGHJK';
const INSTITUTE = { names: ['District Institute of Education and Training, Faridkot'] };

(hasPoppler ? describe : describe.skip)('certificatePdf', () => {
  it('keeps a long name and a long programme on its one page: smaller, then on two lines, every word kept', () => {
    const programme =
      'Foundational Literacy and Numeracy under NIPUN Bharat: classroom practice, assessment and remedial teaching for the primary grades';
    const name = 'ਗੁਰਪ੍ਰੀਤ ਕੌਰ ਸੰਧੂ ਪਤਨੀ ਸਰਦਾਰ ਹਰਜਿੰਦਰ ਸਿੰਘ ਸੰਧੂ ਪਿੰਡ ਕੋਟਕਪੂਰਾ ਜ਼ਿਲ੍ਹਾ ਫ਼ਰੀਦਕੋਟ';
    const pdf = certificatePdf({ ...CERTIFICATE, programme, name, revokedReason: 'Issued in error' }, URL, INSTITUTE);
    expect(pdfPageCount(pdf)).toBe(1);
    const words = pdfText(pdf).split(/\s+/);
    for (const word of [...programme.split(' '), ...name.split(' ')]) expect(words).toContain(word);
    expect(pdfText(pdf)).toContain('REVOKED: Issued in error');
  });

  it('says "held on" a one-day programme, in the institute\'s days', () => {
    expect(pdfText(certificatePdf(CERTIFICATE, URL, INSTITUTE))).toContain('of 12 hours, held on 12 March 2026.');
  });
});
