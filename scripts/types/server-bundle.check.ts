/**
 * Checked with the app (tsconfig.json), never run: src/entry-server.tsx exports everything
 * ./server-bundle.d.ts tells the scripts it does, and the page meta the scripts write into each
 * page's <head> is exactly the app's (a field added on either side fails here).
 */
import type * as entry from '../../src/entry-server';
import type { PageMeta, ServerBundle } from './server-bundle';

type Satisfies<Actual extends Expected, Expected> = [Actual, Expected];
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type AppPageMeta = Awaited<ReturnType<typeof entry.render>>['meta'];

export type ServerBundleChecks = [
  // On failure the message names the export that is missing or differs.
  Satisfies<typeof entry, ServerBundle>,
  // On failure ("'false' does not satisfy the constraint 'true'"): copy PageMeta over from src/lib/page-meta.tsx.
  Satisfies<Equal<PageMeta, AppPageMeta>, true>,
];
