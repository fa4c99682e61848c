/** The texts of gallery.en.ts in Punjabi. */
export const gallery: typeof import('./gallery.en').gallery = {
  open: (title: string) => `${title} ਖੋਲ੍ਹੋ`,
};
