/**
 * The back office's texts in the shell, in English (the back office is in English only). The public
 * layout's texts, in three languages, are in layout.en.ts and beside it. Validation and toast texts
 * come from @diet/contracts instead.
 */
export const en = {
  common: {
    loadingSection: 'Loading this section...',
  },
  admin: {
    panelTitle: 'Admin Panel',
    skipToContent: 'Skip to main content',
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
    codeTitle: 'Two-factor sign-in',
    codeHelp:
      'Open the authenticator app on your phone and enter the 6-digit code it shows for this site. Lost your phone? Enter one of your recovery codes.',
    code: 'Authentication code',
    codePlaceholder: '123456',
    verify: 'Verify',
    verifying: 'Verifying...',
    otherAccount: 'Sign in with another account',
    typedWorkKept: 'What you were typing is kept: it comes back when you sign in again.',
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
