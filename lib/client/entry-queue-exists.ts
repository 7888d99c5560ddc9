"use client";

/** The offline queue's database (entry-queue.ts); created by the first entry kept offline. */
export const QUEUE_DATABASE = "bolso";

/**
 * Whether entries may wait in the offline queue, told without opening it or fetching the code that
 * sends them: on a browser that never kept an entry offline (the usual case) the queue's database
 * does not exist, and a page load then does no work for the queue at all.
 */
export async function queueMayHoldEntries(): Promise<boolean> {
  if (typeof indexedDB === "undefined") return false;
  if (typeof indexedDB.databases !== "function") return true;
  try {
    return (await indexedDB.databases()).some((database) => database.name === QUEUE_DATABASE);
  } catch {
    return true;
  }
}
