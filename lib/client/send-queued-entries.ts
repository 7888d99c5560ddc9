"use client";

import { ApiError, apiFetch } from "@/lib/client/api-client";
import { queuedEntries, removeQueuedEntry, type QueuedEntry } from "@/lib/client/entry-queue";
import type { TransactionTypeJson } from "@/lib/schemas/transactions";

export interface SendOutcome {
  sent: number;
  /** Entries the server refused (a category deleted meanwhile…): dropped, with its message. */
  refused: { entry: QueuedEntry; message: string | null }[];
  /** Some entries could not go yet (no answer, or the server asked to wait). */
  waiting: boolean;
}

/** No answer at all (offline, DNS, a dropped connection): the entry waits for the next chance. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError || (error instanceof DOMException && error.name === "NetworkError");
}

/** Worth sending again later: the server was unreachable, overloaded, or a copy is still running. */
function retryLater(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  return error instanceof ApiError && (error.status >= 500 || [401, 408, 409, 429].includes(error.status));
}

/** An entry made offline before the types were ever read: its type's id, asked for now. */
async function completeBody(entry: QueuedEntry, types: () => Promise<TransactionTypeJson[]>) {
  if (typeof entry.body.transactionTypeId === "string") return entry.body;
  const id = (await types()).find((type) => type.transactionType === entry.type)?._id;
  return { ...entry.body, transactionTypeId: id };
}

async function sendAll(userId: string): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: 0, refused: [], waiting: false };
  let types: Promise<TransactionTypeJson[]> | null = null;
  const readTypes = () => (types ??= apiFetch<TransactionTypeJson[]>("/transaction/transaction-types"));
  for (const entry of await queuedEntries(userId)) {
    try {
      const body = await completeBody(entry, readTypes);
      // The key made with the entry: a copy the server already stored answers the same, once.
      await apiFetch(entry.path, { method: "POST", body, headers: { "Idempotency-Key": entry.key } });
      await removeQueuedEntry(entry.key);
      outcome.sent += 1;
    } catch (error) {
      if (retryLater(error)) {
        outcome.waiting = true;
        break;
      }
      await removeQueuedEntry(entry.key);
      outcome.refused.push({ entry, message: error instanceof ApiError ? error.serverMessage : null });
    }
  }
  return outcome;
}

let running: Promise<SendOutcome> | null = null;

/**
 * Sends the person's waiting entries, oldest first, stopping at the first that cannot go yet. One
 * sender at a time in this tab, and across tabs where the browser has Web Locks (the server's
 * idempotency keeps a row single either way).
 */
export function sendQueuedEntries(userId: string): Promise<SendOutcome> {
  if (running) return running;
  const send = (): Promise<SendOutcome> => sendAll(userId);
  // The lock's promise settles with what the callback's promise settles with.
  const sending = navigator.locks
    ? (navigator.locks.request("bolso-entry-queue", send) as unknown as Promise<SendOutcome>)
    : send();
  running = sending.finally(() => {
    running = null;
  });
  return running;
}
