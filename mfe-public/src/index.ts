// A remote is used through its remoteEntry.js; this entry only exists because a build needs one.
// Opened on its own (npm run dev -w mfe-public), it says where the site really is.
import('./standalone');
