/** The panel a remote that cannot load shows in its area (ARCHITECTURE.md section 2). */
export const REMOTE_UNAVAILABLE = {
  title: 'This section is temporarily unavailable',
  body: 'Please check your connection and try again. The rest of the site keeps working.',
  retry: 'Try again',
} as const;
