/** The gallery card's words (features/gallery/gallery-card.tsx), in English; the page's are in its definition. */
export const gallery = {
  open: (title: string) => `Open ${title}`,
};
