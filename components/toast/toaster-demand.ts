/**
 * Whether the page needs its toaster yet. The toaster (and the toast library behind it) is not
 * part of a page's first load: it mounts once the page has loaded and the browser is idle, or at
 * once when something asks for a toast before that.
 */
let wanted = false;
const listeners = new Set<() => void>();

export function wantToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function subscribeToToasterDemand(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const toasterWanted = (): boolean => wanted;
