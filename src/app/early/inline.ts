import { startEarly } from './start-early';

// The inline script's entry (vite.config.ts bundles this file into every page).
startEarly();
