// How the built server is started everywhere: `npm start` and `npm run serve` (supervise.mjs), the systemd unit in
// deploy/, the tests, the bench and the scale test. An operator starting it another way uses the same command
// (README, "Deploying"):
//
//   NODE_ENV=production node --heap-growing-percent=100 dist/server/entry.mjs
//
// NODE_ENV=production makes React and the libraries load their production builds. The heap flag lets the heap grow to
// twice what was live after a full collection instead of V8's own factor of up to four, which a busy shop fills with
// garbage before it collects; V8 takes it only on the command line, not in NODE_OPTIONS.

export const SERVER_ENTRY = 'dist/server/entry.mjs';

/** Node's own flags for the server, before the entry. */
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=100'];

/** The arguments to give `node` (process.execPath) to start the built server. */
export const serverArguments = () => [...SERVER_NODE_FLAGS, SERVER_ENTRY];

/** `env` with the server's mode set to production, whatever the caller's own (vitest's is `test`). */
export const serverEnvironment = (env) => ({ ...env, NODE_ENV: 'production' });
