import { createStore, useStore } from 'zustand';

/**
 * Light or dark theme, applied as `lightMode` / `darkMode` on <body>.
 * The inline script in index.html applies it before first paint (stored choice, else the system
 * preference); `connectTheme` (theme-persistence.ts) takes over from there.
 */
export const themes = ['lightMode', 'darkMode'] as const;
export type Theme = (typeof themes)[number];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

interface ThemeState {
  theme: Theme;
  /** Whether the visitor chose it (remembered), or it follows the system preference. */
  chosen: boolean;
}

export const themeStore = createStore<ThemeState>()(() => ({ theme: 'lightMode', chosen: false }));

export function toggleTheme(): void {
  themeStore.setState(({ theme }) => ({ theme: theme === 'darkMode' ? 'lightMode' : 'darkMode', chosen: true }));
}

export function useTheme(): Theme {
  return useStore(themeStore, (state) => state.theme);
}
