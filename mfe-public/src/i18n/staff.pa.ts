/** The texts of staff.en.ts in Punjabi. */
export const staff: typeof import('./staff.en').staff = {
  phone: 'ਫ਼ੋਨ',
  email: 'ਈ-ਮੇਲ',
  photoAlt: (name: string) => `${name} ਦੀ ਤਸਵੀਰ`,
};
