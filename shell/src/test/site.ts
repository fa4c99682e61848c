/** The site content (GET /api/site's data) the shell's layout tests render from. */
export const TEST_SITE = {
  emblems: [] as { src: string; alt: string }[],
  instituteName: 'District Institute of Education and Training, Faridkot',
  instituteShortName: 'DIET Faridkot',
  subtitle: 'Punjab',
  footerText: 'Dedicated to teacher education and training.',
  address: { lines: ['Near Civil Hospital', 'Faridkot'], pin: '151203', mapUrl: '', mapEmbedUrl: '' },
  phone: '01639-250 123',
  email: 'info@diet.example.org',
  social: [] as { network: string; url: string }[],
};
