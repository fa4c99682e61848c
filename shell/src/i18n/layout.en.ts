import { REMOTE_UNAVAILABLE } from '@diet/contracts/remote-unavailable';
import type { RemoteUnavailableTexts } from '../federation/remote-retry-context';
import splash from './splash.en.json';

/**
 * The texts of the public layout (header, footer, language switch, toasts), in English; beside it
 * layout.pa.ts and layout.hi.ts, and the page gets the file of its language only
 * (libs/frontend-core/build/language-loader.js). The back office's texts are in en.ts.
 */
export const layout = {
  splash,
  loading: 'Loading...',
  nav: {
    home: 'Home',
    about: 'About Us',
    staff: 'Staff',
    contact: 'Contact',
    infrastructure: 'Infrastructure',
    dikshaLab: 'Diksha Lab',
    library: 'Library',
    research: 'Research',
    gallery: 'Gallery',
    results: 'Results',
    studyMaterial: 'Study Material',
    newsletter: 'Newsletter',
    directory: 'Directory',
    archive: 'Archive',
    verify: 'Verify a Certificate',
    myTraining: 'My Training Record',
    // The GIGW 3.0 pages every footer links (the names of mfe-public's site-pages texts).
    accessibility: 'Accessibility Statement',
    websitePolicies: 'Website Policies',
    help: 'Help',
    sitemap: 'Site Map',
    feedback: 'Feedback',
  },
  header: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    moreNavigation: 'More pages',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    homeLink: 'home page',
    languages: 'Language',
  },
  footer: {
    quickLinks: 'Quick Links',
    academic: 'Academic',
    contactUs: 'Contact Us',
    followUs: 'Follow Us',
    aboutSite: 'About this website',
    address: 'Address',
    pin: 'PIN',
    phone: 'Phone',
    email: 'E-mail',
    cpgrams:
      "A grievance against the department itself can also be lodged on the Government of India's public grievance portal:",
    cpgramsLink: 'CPGRAMS (opens in a new tab)',
    socialLink: (name: string) => `${name} (opens in a new tab)`,
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    /** SPEC.md section 1, used until /api/site gives the institute's own wording. */
    text: 'Dedicated to excellence in teacher education and training, fostering innovative teaching methods and professional development programmes for the educators of tomorrow.',
  },
  /** The panel shown where the page's section cannot be loaded (REMOTE_UNAVAILABLE's texts in English). */
  unavailable: REMOTE_UNAVAILABLE as RemoteUnavailableTexts,
  toast: {
    close: 'Close notification',
  },
};
