/** The texts of gallery.en.ts in Hindi. */
export const gallery: typeof import('./gallery.en').gallery = {
  open: (title: string) => `${title} खोलें`,
};
