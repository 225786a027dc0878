/**
 * A callback ref that focuses its element as soon as it is in the page. Give it to the element
 * that should take focus after a change (`ref={shouldFocus ? focusOnMount : undefined}`): React
 * calls it once the element is rendered, with no timers and no looking the element up.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
