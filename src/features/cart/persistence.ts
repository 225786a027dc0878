/** The cart's storage connection, for the app's start-up chunk (src/app/persistence.ts). */
export { connectCart, storedCartSchema } from './cart-persistence';
