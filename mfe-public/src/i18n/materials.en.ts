/** The texts of a study material's card (features/study-material/material-card), in English. */
export const materials = {
  uploaded: 'Uploaded',
};
