// A remote is used through its remoteEntry.js; this entry only exists because a build needs one.
// Opened on its own (npm run dev -w mfe-admin-comms), it says where the back office really is.
import('./standalone');
