import { laterPart } from '@/lib/later-part';

/**
 * "Sign up for newsletters" at the foot of the home page, the shop, the journal, about and contact:
 * its HTML is in every prerendered page, its code comes once the page is ready and the form is in
 * view (src/lib/later-part.tsx), so it is no part of any page's JavaScript before ready, nor of a
 * visit that never scrolls down to it. An address sent before its code came is
 * sent again once it has (src/app/early/taps.ts: a form no app code took is tried again), so nothing
 * typed is lost and the browser never sends it itself.
 */
const newsletter = /* @__PURE__ */ laterPart(() => import('./newsletter').then((module) => module.Newsletter), { inView: '.newsletter' });

export const Newsletter = newsletter.Part;

/** Loads its code before a page is rendered to HTML (the prerenderer's). */
export const preloadNewsletter = (): Promise<void> => newsletter.preload();
