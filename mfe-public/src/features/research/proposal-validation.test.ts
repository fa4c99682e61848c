import { validateProposal, type ProposalValues } from './proposal-validation';

const pdf = new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' });
const values = (year: string): ProposalValues => ({
  title: 'Play-based learning',
  author: 'A. Kaur',
  year,
  description: 'A study.',
  status: 'Ongoing',
  file: pdf,
  website: '',
});

// A phone's Punjabi or Hindi keyboard types ੨੦੨੪ or २०२४: the same year (issue 39 item 9).
it('takes a year in Gurmukhi or Devanagari digits', () => {
  expect(validateProposal(values('੨੦੨੪')).year).toBeUndefined();
  expect(validateProposal(values('२०२३')).year).toBeUndefined();
  expect(validateProposal(values('੨੦੨x')).year).toBe('Year must be a number');
});
