/** The admissions page's programme cards (features/admissions), in English. */
export const admissions = {
  phases: 'Admission phases',
  /** Said beside a phase, so the timeline does not rest on colour. */
  phaseState: { past: 'Over', current: 'Now open', next: 'Coming' },
  /** Before a phase's dates, for screen readers and to read as a sentence. */
  dates: 'Dates',
  noPhases: 'The dates of this year’s admission will be announced here.',
};
