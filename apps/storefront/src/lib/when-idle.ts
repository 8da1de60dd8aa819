/**
 * Runs `task` when the browser is next idle (at most a second later), or soon where it cannot tell
 * (Safari has no `requestIdleCallback`).
 * @example
 *   whenIdle(() => submit(data)); // after React has hydrated the rest of the page
 */
export function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === "function") requestIdleCallback(task, { timeout: 1000 });
  else setTimeout(task, 50);
}
