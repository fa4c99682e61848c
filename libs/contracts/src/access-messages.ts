/** Access texts of SPEC.md section 6. */
export const ACCESS = {
  mustBeLoggedIn: 'You must be logged in to perform this action.',
  mustBeLoggedInResults: 'You must be logged in to view results',
  mustBeLoggedInTrainee: 'You must be logged in to add or update trainee records',
  sessionExpired: 'Your session has expired. Please log in again.',
  invalidCredentials: 'Invalid email or password',
} as const;
