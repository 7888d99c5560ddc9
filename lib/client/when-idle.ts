"use client";

/**
 * Runs `task` once the browser is idle (at the latest after `timeoutMs`), outside the task that
 * hydrates the page; returns the cancel function, for an effect's cleanup. For work nothing on
 * screen waits for, such as copying facts to localStorage, whose first access in a page is a
 * synchronous round trip to the browser process.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}
