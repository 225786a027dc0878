/**
 * The account feature: users on this device (hashing, upgrade of old records), the session, and
 * the login and signup forms. Its one public surface.
 */
export { signIn, signOut, useSession, type Session } from './session';
export { connectSession } from './connect-session';
export { shownUsername } from './shown-username';
export { DEFAULT_ITERATIONS } from './password';
export { AccountPanel } from './account-panel';
export { LoginForm } from './login-form';
export { SignupForm } from './signup-form';
