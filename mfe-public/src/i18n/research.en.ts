/** The texts of one part of the public site, in English, downloaded with the page that shows them. */
export const research = {
  by: 'by',
  collaborateTitle: 'Collaborate with Us',
  collaborateText: 'Have a research idea for our schools? Send us a proposal or get in touch.',
  submitProposal: 'Submit Research Proposal',
  contactUs: 'Contact Us',
  proposalTitle: 'Submit Research Proposal',
  closeProposal: 'Close the proposal form',
  fields: {
    title: 'Title',
    author: 'Author Name',
    year: 'Year',
    description: 'Description',
    status: 'Status',
    chooseStatus: 'Select a status',
    file: 'Research File (PDF, JPG, JPEG or PNG, up to 5MB)',
    website: 'Website',
  },
  submit: 'Submit Proposal',
  submitting: 'Submitting...',
  cancel: 'Cancel',
};
