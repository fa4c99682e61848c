import { pageNames } from '@diet/contracts/page-names/en';
/**
 * The public remote's texts that every page, or the home page, needs, in English (ARCHITECTURE.md
 * section 5). Each other page's texts are in its own module (contact.en.ts, ...), imported by that
 * page alone, so a visitor downloads a page's texts with the page.
 */
export const en = {
  /** Every bespoke page's name (libs/contracts/src/page-names). */
  pages: pageNames,
  common: {
    retry: 'Try again',
    close: 'Close',
    loading: 'Loading...',
    learnMore: 'Learn More',
  },
  home: {
    /** The page's description when the site settings cannot be read (their hero's subline otherwise). */
    description: 'News, events, results and resources of the institute for teachers and trainees.',
    exploreDiksha: 'Explore Diksha Lab',
    learnMore: 'Learn More',
    /** After 'Learn More', read out, not shown: where the link leads. */
    learnMoreWhat: 'about the institute',
    statsLabel: 'The institute in figures',
    campusTitle: 'Our Campus',
    carouselLabel: 'Campus photos',
    previousSlide: 'Previous photo',
    nextSlide: 'Next photo',
    goToSlide: (n: number) => `Show photo ${n}`,
    pause: 'Pause',
    play: 'Play',
    pauseCarousel: 'Pause the photo slideshow',
    playCarousel: 'Play the photo slideshow',
    pauseStrip: 'Pause the scrolling events',
    playStrip: 'Play the scrolling events',
    upcomingTitle: 'Upcoming Events',
    pastTitle: 'Past Events',
    upcomingEmpty: 'No upcoming events at the moment. Please check back later.',
    pastEmpty: 'No past events available. Please check back later.',
    loading: 'Loading events...',
    loadError: 'We could not load the events.',
    retry: 'Try again',
    viewAllPast: 'View All Past Events',
    eventLearnMore: (title: string) => `Learn More about ${title}`,
    visitEventPage: 'Visit Event Page',
    closeEvent: 'Close event details',
    eventNotFound: 'This event could not be found.',
    quickAccessTitle: 'Quick Access',
    accessNow: 'Access Now',
    quickAccess: [
      { title: 'Diksha Lab', text: 'Our 100-hour teacher training programme.', to: '/diksha-lab' },
      { title: 'Digital Library', text: 'Search the catalogue of books and journals.', to: '/library' },
      { title: 'Results Portal', text: 'Examination results of every course.', to: '/results' },
      { title: 'Research Projects', text: 'Papers and projects of our faculty.', to: '/research' },
    ],
    latestTitle: 'Latest Updates',
    latestEmpty: 'No updates yet.',
    contentEmpty: 'Nothing published yet.',
    contentLoadError: 'This list could not be loaded. Please try again later.',
    viewAll: (what: string) => `View all ${what.toLowerCase()}`,
    subscribe: 'Subscribe to Newsletter',
    missionTitle: 'Our Mission',
    missionLink: 'Learn More About Us',
    principalOpen: "Principal's Message",
    principalClose: "Close the Principal's message",
    principalTitle: "Principal's Message",
  },
  paging: {
    previous: 'Previous',
    next: 'Next',
    pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },
  notFound: {
    documentTitle: 'Page not found',
    title: 'Page not found',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go to the home page',
  },
};
