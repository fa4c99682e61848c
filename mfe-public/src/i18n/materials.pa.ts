/** The texts of materials.en.ts in Punjabi. */
export const materials: typeof import('./materials.en').materials = {
  uploaded: 'ਅੱਪਲੋਡ ਕੀਤੀ',
};
