/** The texts of admissions.en.ts in Hindi. */
export const admissions: typeof import('./admissions.en').admissions = {
  phases: 'प्रवेश के चरण',
  phaseState: { past: 'समाप्त', current: 'अभी जारी', next: 'आगामी' },
  dates: 'तिथियाँ',
  noPhases: 'इस वर्ष के प्रवेश की तिथियाँ यहाँ बताई जाएँगी।',
};
