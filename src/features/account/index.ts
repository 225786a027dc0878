/** The account feature's public surface for the app. */
export { connectSession, signIn, signOut, useSession, type Session } from './session';
