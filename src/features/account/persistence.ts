/**
 * The account feature's storage connection, for the app's start-up chunk (src/app/start.ts).
 * Kept apart from ./index.ts: the header imports that file into every page's first bundle, and
 * anything exported there, with the validation code it needs, would travel with it.
 */
export { connectSession } from './connect-session';
export { connectUsers } from './connect-users';
