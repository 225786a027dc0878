import { startApp } from './start-app';

// The start script's entry (scripts/prerender.mjs puts it at the end of every page).
startApp();
