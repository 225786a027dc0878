/**
 * The account feature's public surface for the app. Start-up's storage connection
 * (`connectSession`, `connectUsers`) is in ./persistence.ts, so it stays out of the first bundle.
 */
export { signIn, signOut, useSession, type Session } from './session';
