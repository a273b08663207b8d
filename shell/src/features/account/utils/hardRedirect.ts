/**
 * Full page load to a path. Used as the last-resort fallback when a router navigation did not
 * take the user away (kept in its own module so tests can observe it).
 */
export function hardRedirect(path: string): void {
  window.location.replace(path);
}
