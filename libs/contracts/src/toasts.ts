/** Toast texts of SPEC.md section 8, word for word. */

export const TOASTS = {
  contactSuccess: 'Message sent successfully!',
  contactFailure: 'Failed to send message. Please try again.',

  subscribeSuccess: 'Successfully subscribed to our newsletter!',
  subscribeNotSuccessful: 'Subscription failed. Please try again later.',
  subscribeHttpError: 'Failed to subscribe. Please try again later.',
  unexpectedError: 'An unexpected error occurred. Please try again later.',

  proposalSuccess: 'Research proposal submitted successfully!',
  proposalFailure: 'Failed to submit research proposal. Please try again.',

  loginSuccess: 'Login successful! Welcome to admin panel.',
  loginInvalidResponse: 'Invalid response from server',
  loginHttpError: 'Invalid credentials or server error',
  loginOther: 'Something went wrong during login',
  logoutSuccess: 'You have been logged out.',

  staffFetchFailure: 'Failed to fetch staff data',
  staffSaveFailure: 'Something went wrong. Please check your inputs.',
  staffUpdated: 'Staff member updated successfully!',
  staffAdded: 'Staff member added successfully!',
  staffDeleted: 'Staff member deleted successfully!',
  staffDeleteFailure: 'Something went wrong while deleting the staff member.',

  imageAddFailure: 'Failed to add image',
  galleryFetchFailure: 'Failed to fetch gallery data',
  resultPublishFailure: 'Failed to publish result',
  materialUploadFailure: 'Failed to upload study material',
  courseSaveFailure: 'Failed to save course',
  traineeSaveFailure: 'Failed to save trainee record',
  bookDeleteFailureShort: 'Failed to delete book',
  requestFailure: 'Something went wrong. Please try again.',
  imageDeleteFailure: 'Something went wrong while deleting the image.',
  bookDeleteFailure: 'Failed to delete book. Please try again.',
  approvalFailure: 'Failed to update approval status.',

  imageAdded: 'Image added to gallery successfully!',
  imageDeleted: 'Image deleted successfully!',

  newsletterSent: 'Newsletter sent successfully!',
  newsletterSendFailure: 'Failed to send newsletter. Please try again.',
  exportFailure: 'Failed to export subscribers.',
  unsubscribed: 'You have been unsubscribed from our newsletter.',
  alreadyUnsubscribed: 'This address is already unsubscribed from our newsletter.',
  deliveriesRetried: 'Failed deliveries will be sent again.',
  passwordChanged: 'Password changed successfully!',
} as const;

/** 'X added successfully!' and its kin (SPEC.md section 8). */
export const entityToast = {
  added: (entity: string) => `${entity} added successfully!`,
  updated: (entity: string) => `${entity} updated successfully!`,
  deleted: (entity: string) => `${entity} deleted successfully!`,
  published: (entity: string) => `${entity} published successfully!`,
  uploaded: (entity: string) => `${entity} uploaded successfully!`,
};

/** Entity names as the toasts and confirmations use them. */
export const ENTITY_LABELS = {
  staff: 'Staff member',
  image: 'Image',
  research: 'Research paper',
  book: 'Book',
  result: 'Result',
  material: 'Study material',
  course: 'Course',
  trainee: 'Trainee record',
  event: 'Event',
  subscriber: 'Subscriber',
  message: 'Message',
} as const;

/** 'Are you sure you want to delete this staff member?' and the same form for each kind. */
export const CONFIRM_DELETE = {
  staff: 'Are you sure you want to delete this staff member?',
  image: 'Are you sure you want to delete this image?',
  research: 'Are you sure you want to delete this research paper?',
  book: 'Are you sure you want to delete this book?',
  result: 'Are you sure you want to delete this result?',
  material: 'Are you sure you want to delete this study material?',
  course: 'Are you sure you want to delete this course?',
  trainee: 'Are you sure you want to delete this trainee record?',
  event: 'Are you sure you want to delete this event?',
  subscriber: 'Are you sure you want to delete this subscriber?',
  message: 'Are you sure you want to delete this message?',
} as const;

// Its own module, so the public pages' start-up (the shell's `core` chunk) carries it without the
// back office's toasts.
export { REMOTE_UNAVAILABLE } from './remote-unavailable';
