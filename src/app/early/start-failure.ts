import { START_AGAIN } from '@/config/early-contract';
import { afterScripts, isReady } from './page';

/** How long after the page's scripts ran the page waits for the app before it says it has not started. */
const START_MS = 10000;

/**
 * If the app has not started `START_MS` after the page's scripts ran (one did not load: the
 * connection dropped), the page says so and offers to load them again in place, so nothing the
 * visitor typed is lost (a reload would lose it, and it is never copied into storage): the page's
 * start script (src/app/early/start-app.ts) hears it and loads the app again.
 */
let failure: HTMLElement | null | undefined;
let attempts = 0;

function watch(): void {
  setTimeout(() => {
    if (isReady() || failure) return;
    const alert = (failure = document.createElement('div'));
    alert.className = 'start-failure';
    alert.setAttribute('role', 'alert');
    const text = document.createElement('p');
    text.textContent = attempts
      ? 'The shop still has not started. Check your connection and try again, or copy what you typed and reload.'
      : 'The shop has not started: part of it did not load. What you typed is kept here.';
    const retry = document.createElement('button');
    retry.type = 'button';
    retry.className = 'btn btn--light btn--small';
    retry.textContent = 'Try again';
    retry.addEventListener('click', () => {
      attempts += 1;
      document.dispatchEvent(new Event(START_AGAIN));
      startFailed();
      watch();
    });
    alert.append(text, retry);
    document.body.appendChild(alert);
  }, START_MS);
}

export function watchStart(): void {
  attempts = 0;
  failure = null;
  afterScripts(watch);
}

/** Takes the message away: the app is ready, or its scripts are being loaded again. */
export function startFailed(): void {
  failure = void failure?.remove();
}
