import { certificatesText, parseCertificates } from './certificates';

it('splits comma-separated certificates, trims them and drops empty entries', () => {
  expect(parseCertificates(' ICT Basics, Pedagogy ,, Assessment ')).toEqual(['ICT Basics', 'Pedagogy', 'Assessment']);
  expect(parseCertificates('  ,  ')).toEqual([]);
  expect(parseCertificates(undefined)).toEqual([]);
  expect(certificatesText(['A', 'B'])).toBe('A, B');
});
