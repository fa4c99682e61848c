/** The newsletter unsubscribe page's texts (SPEC.md section 2, ARCHITECTURE.md section 9), in English. */
export const unsubscribe = {
  title: 'Unsubscribe from the newsletter',
  documentTitle: 'Unsubscribe',
  intro: 'You will no longer receive our newsletter at this address:',
  confirm: 'Yes, unsubscribe me',
  working: 'Unsubscribing...',
  doneTitle: 'You are unsubscribed',
  alreadyTitle: 'Already unsubscribed',
  invalidTitle: 'This unsubscribe link is not valid',
  invalidText: 'The link may be incomplete or out of date. Please use the link in your latest newsletter email.',
  failed: 'We could not unsubscribe you just now. Please try again.',
  loadError: 'We could not check this unsubscribe link.',
  backToNewsletter: 'Back to the newsletter page',
};
