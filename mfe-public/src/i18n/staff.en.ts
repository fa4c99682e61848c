/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const staff = {
  phone: 'Phone',
  email: 'E-mail',
  photoAlt: (name: string) => `Photo of ${name}`,
};
