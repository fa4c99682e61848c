/** The texts of results.en.ts in Hindi. */
export const results: typeof import('./results.en').results = {
  published: 'प्रकाशित',
  academicYear: 'शैक्षणिक वर्ष',
  publishedOn: 'प्रकाशन तिथि',
};
