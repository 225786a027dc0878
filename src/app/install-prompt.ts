/** Chromium's install prompt, offered once the site qualifies as an installable web app. */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offered: InstallPromptEvent | null = null;

/**
 * Keeps the browser's install prompt from the moment it is offered until the footer's install
 * badge (./layout/install-badge.tsx) is pressed: listened for as the app starts, since the footer's
 * code comes only when the visitor nears it, and the browser offers the prompt once.
 */
export function keepInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offered = event as InstallPromptEvent;
  });
}

/** The prompt kept, if the browser has offered one and it has not been used (it can be used once). */
export function takeInstallPrompt(): InstallPromptEvent | null {
  const prompt = offered;
  offered = null;
  return prompt;
}
