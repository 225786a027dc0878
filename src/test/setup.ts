import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom has no scrolling; the route effects call it.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// The page tests of a worker share one page (vitest.config.ts, `isolate: false`): each file starts
// on a clean one, whatever the file before it left in this tab's storage or the address bar.
beforeAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
});

// jsdom has no media queries and no stylesheets of ours: components are seen as on a wide screen,
// where the header's menu (a popover on phones) is an ordinary, always visible row
// (src/app/layout/header.css). Phones' popover menu is tested in Chromium.
const wideScreen = document.createElement('style');
wideScreen.textContent = '.site-menu[popover] { display: flex !important; }';
document.head.append(wideScreen);
