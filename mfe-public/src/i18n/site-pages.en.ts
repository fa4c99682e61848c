/** The texts of the pages the office keeps (accessibility, policies, help) and of the site map, in English. */
export const sitePages = {
  loading: 'Loading the page...',
  loadError: 'We could not load this page.',
  retry: 'Try again',
  lastReviewed: 'Last reviewed',
  sitemap: {
    heroText: 'Every page of this website, in one list.',
    sections: {
      institute: 'The institute',
      academics: 'Academics and resources',
      updates: 'News and updates',
      help: 'Help and policies',
    },
  },
};
