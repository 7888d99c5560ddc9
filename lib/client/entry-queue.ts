"use client";

import { QUEUE_DATABASE, queueMayHoldEntries } from "@/lib/client/entry-queue-exists";

/**
 * Entries made without a connection, kept in IndexedDB until they are sent
 * (docs/decisions/offline-entry-queue.md). Each carries the Idempotency-Key it was given when it
 * was made, so sending it again after a lost answer still stores one row.
 */
export interface QueuedEntry {
  /** The Idempotency-Key, also the record's key. */
  key: string;
  /** Whose entry it is: only that person's session sends it. */
  userId: string;
  createdAt: number;
  path: "/transaction";
  /** The POST body; without `transactionTypeId` when the types were not known offline. */
  body: Record<string, unknown>;
  type: "receita" | "despesa";
  /** What the lists show while it waits. */
  shown: { description: string; amountCents: number; date: string; category: string | null; color: string | null };
}

const STORE = "entradas-pendentes";
/** Sent on this window whenever the queue changes, so the lists showing it read it again. */
export const QUEUE_CHANGED = "bolso:entry-queue";

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("IndexedDB"));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const opening = indexedDB.open(QUEUE_DATABASE, 1);
  opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: "key" });
  return request(opening);
}

/** One transaction on the store; resolves once it is committed. */
async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const req = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(req.result);
      transaction.onerror = transaction.onabort = () => reject(transaction.error ?? new Error("IndexedDB"));
    });
  } finally {
    database.close();
  }
}

const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED));

export async function queueEntry(entry: QueuedEntry): Promise<void> {
  await withStore("readwrite", (store) => store.put(entry));
  changed();
}

/**
 * The person's entries still waiting, oldest first; none where IndexedDB is unavailable or the queue
 * was never created.
 */
export async function queuedEntries(userId: string): Promise<QueuedEntry[]> {
  // Where nothing was ever kept, opening the queue to read it would create it.
  if (!(await queueMayHoldEntries())) return [];
  try {
    const all = await withStore("readonly", (store) => store.getAll() as IDBRequest<QueuedEntry[]>);
    return all.filter((entry) => entry.userId === userId).sort((a, b) => a.createdAt - b.createdAt);
  } catch {
    return [];
  }
}

export async function removeQueuedEntry(key: string): Promise<void> {
  await withStore("readwrite", (store) => store.delete(key));
  changed();
}

/** On logout or when another person signs in: nothing of the previous person is sent or shown. */
export async function forgetQueuedEntries(): Promise<void> {
  // Where nothing was ever kept, opening the queue to empty it would create it.
  if (!(await queueMayHoldEntries())) return;
  try {
    await withStore("readwrite", (store) => store.clear());
    changed();
  } catch {
    // Storage refused (private mode, policy): nothing was kept.
  }
}
