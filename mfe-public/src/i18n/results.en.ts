/** The texts of a result's card on the results page (features/results/result-card), in English. */
export const results = {
  published: 'Published',
  academicYear: 'Academic Year',
  publishedOn: 'Published on',
};
