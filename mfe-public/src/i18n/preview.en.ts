/** The staff preview's banner (/preview/<type>/<id>), in English. */
export const preview = {
  banner: 'Preview: this item is not public yet',
  state: 'State:',
  states: { draft: 'Draft', in_review: 'In review', scheduled: 'Scheduled', published: 'Published' },
  scheduledFor: (when: string) => `to be published on ${when}`,
  staffOnly: 'This preview is for signed-in staff of the institute.',
  signIn: 'Sign in to see it',
  loading: 'Loading the preview...',
  unavailable: 'This item cannot be previewed: it does not exist any more, or you may not read it.',
  noPage: 'This kind of item has no public page to preview.',
};
