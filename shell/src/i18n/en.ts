import splash from './splash.en.json';

/**
 * Every text the shell shows, in English. Punjabi and Hindi catalogues can be added beside this one
 * without touching the screens (ARCHITECTURE.md section 5). Validation and toast texts come from
 * @diet/contracts instead.
 */
export const en = {
  splash,
  common: {
    loading: 'Loading...',
    loadingSection: 'Loading this section...',
  },
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
  },
  header: {
    skipToContent: 'Skip to main content',
    mainNavigation: 'Main',
    moreNavigation: 'More pages',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    homeLink: 'home page',
  },
  footer: {
    quickLinks: 'Quick Links',
    academic: 'Academic',
    contactUs: 'Contact Us',
    followUs: 'Follow Us',
    address: 'Address',
    pin: 'PIN',
    phone: 'Phone',
    email: 'E-mail',
    socialLink: (name: string) => `${name} (opens in a new tab)`,
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
    /** SPEC.md section 1, used until /api/site gives the institute's own wording. */
    text: 'Dedicated to excellence in teacher education and training, fostering innovative teaching methods and professional development programmes for the educators of tomorrow.',
  },
  toast: {
    close: 'Close notification',
  },
  admin: {
    panelTitle: 'Admin Panel',
    dashboard: 'Dashboard',
    logout: 'Logout',
    openNavigation: 'Open navigation',
    navigation: 'Admin navigation',
    signedInAs: (name: string) => `Signed in as ${name}`,
    notFoundTitle: 'Page not found',
    notFoundBody: 'This admin page does not exist.',
    forbiddenTitle: 'No access',
    forbiddenBody: 'You do not have permission to use this page. An administrator can change your role if you need it.',
    backToDashboard: 'Back to Dashboard',
    viewWebsite: 'View website',
    navUnavailable: (area: string) => `${area} menu is temporarily unavailable`,
  },
  login: {
    documentTitle: 'Admin Login',
    title: 'Admin Login',
    subtitle: 'Sign in to manage the website',
    email: 'Email',
    emailPlaceholder: 'admin@example.org',
    password: 'Password',
    passwordPlaceholder: 'Your password',
    submit: 'Sign In',
    submitting: 'Signing in...',
    backToWebsite: '← Back to website',
    forgotPassword: 'Forgot password?',
  },
  /** The pages a mailed link or a forgotten password leads to, beside the sign-in. */
  accountLinks: {
    forgotTitle: 'Forgot password',
    forgotSubtitle: 'Enter the e-mail address of your account. We will send you a link to choose a new password.',
    forgotSubmit: 'Send reset link',
    inviteTitle: 'Set your password',
    inviteSubtitle: 'Choose the password of your new back office account.',
    inviteSubmit: 'Set password',
    resetTitle: 'Choose a new password',
    resetSubtitle: 'Choose a new password for your back office account.',
    resetSubmit: 'Reset password',
    newPassword: 'New password',
    confirmPassword: 'Repeat the new password',
    passwordsDiffer: 'The two passwords differ',
    passwordHelp: (min: number) => `At least ${min} characters.`,
    missingToken: 'This link is not complete. Please open the link from your e-mail again.',
    askAgain: 'Ask for a new link',
    toLogin: 'Go to sign in',
    failure: 'Something went wrong. Please try again.',
  },
} as const;

export type Messages = typeof en;
