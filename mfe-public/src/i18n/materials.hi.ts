/** The texts of materials.en.ts in Hindi. */
export const materials: typeof import('./materials.en').materials = {
  uploaded: 'अपलोड की गई',
};
