/** The texts of staff.en.ts in Hindi. */
export const staff: typeof import('./staff.en').staff = {
  phone: 'फ़ोन',
  email: 'ई-मेल',
  photoAlt: (name: string) => `${name} का चित्र`,
};
