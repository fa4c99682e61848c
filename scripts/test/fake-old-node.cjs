// Loaded with --require: this process, and npm running in it, see Node.js v20.20.2 (the version this
// machine kind comes with), so the guard's word can be read without installing an old Node.
Object.defineProperty(process, 'version', { value: 'v20.20.2' });
Object.defineProperty(process.versions, 'node', { value: '20.20.2' });
