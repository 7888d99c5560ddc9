import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` as one request: every log line written inside it carries the request's id. */
export function withRequestContext<T>(requestId: string, fn: () => T): T {
  return storage.run({ requestId }, fn);
}

/** Runs `fn` outside any request (e.g. a pooled connection's event, born inside some request). */
export function outsideRequest<T>(fn: () => T): T {
  return storage.exit(fn);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export const newRequestId = (): string => randomUUID();
