/**
 * Whether the page needs its toaster yet. The toaster (and the toast library behind it) is not
 * part of a page's load: it mounts when something first asks for a toast, and stays mounted for the
 * rest of the visit.
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
