/**
 * Whether this browser opens and closes a dialog from its button by itself (`commandfor` and
 * `command`). Where it does not, the app does it from the button's click.
 */
export function commandsDialogs(): boolean {
  return 'command' in HTMLButtonElement.prototype;
}
