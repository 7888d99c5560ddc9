import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { DbOrTx } from "@/lib/server/db";
import { readListVersion } from "@/server/shared/list-version";

interface Entry {
  version: string;
  /** The answer's UTF-8 bytes, ready to send. */
  body: Uint8Array<ArrayBuffer>;
}

/** A few dozen heavy months; the least recently read goes first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Answers this process gave lately (month lists, searches, reports), each with the user's list
 * version it was read at (transaction_list_versions, bumped by triggers on every change to the
 * user's transactions and to the names and colours they show). An entry is only served while that
 * version is still the current one, so it is never stale, on any instance.
 */
class VersionedCache {
  private readonly entries = new Map<string, Entry>();

  get(key: string, version: string): Uint8Array<ArrayBuffer> | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserting keeps the Map in least-recently-read order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.body.byteLength > MAX_BYTES / 8) return;
    this.entries.set(key, entry);
    let bytes = 0;
    for (const { body } of this.entries.values()) bytes += body.byteLength;
    for (const oldest of this.entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      bytes -= this.entries.get(oldest)?.body.byteLength ?? 0;
      this.entries.delete(oldest);
    }
  }
}

const globalForCache = globalThis as unknown as { bolsoVersionedCache?: VersionedCache };

// One per process, surviving the dev server's module reloads.
export const versionedCache = (globalForCache.bolsoVersionedCache ??= new VersionedCache());

const known = new AsyncLocalStorage<{ userId: string; version: string }>();

/**
 * Runs `fn` knowing the user's list version as the request's session lookup read it. Only for
 * requests that write nothing the version counts (GET), so the version is still the one to check.
 */
export function withKnownListVersion<T>(userId: string, version: string, fn: () => T): T {
  return known.run({ userId, version }, fn);
}

/** The user's list version: the one the request's session lookup brought along, else read now. */
export function currentListVersion(db: DbOrTx, userId: string): Promise<string> | string {
  const store = known.getStore();
  return store?.userId === userId ? store.version : readListVersion(db, userId);
}

/**
 * The answer kept under `cacheKey`, computed at most once per `version` (read before the answer,
 * so an answer racing a change is kept under the older version and never served again). A null
 * version keeps nothing. Inside a transaction nothing is kept or served: the version read there
 * may be one that never commits.
 */
async function cachedForVersion(
  db: DbOrTx,
  cacheKey: string,
  readVersion: () => Promise<string | null> | string | null,
  compute: () => Promise<string>,
): Promise<Uint8Array<ArrayBuffer>> {
  const version = "rollback" in db ? null : await readVersion();
  if (version === null) return new TextEncoder().encode(await compute());
  const cached = versionedCache.get(cacheKey, version);
  if (cached) return cached;
  const body = new TextEncoder().encode(await compute());
  versionedCache.set(cacheKey, { version, body });
  return body;
}

/**
 * The user's answer named `key`, computed at most once per change of their data. Only for an
 * answer that reads nothing but what bumps the list version (migration 0003 and those after it:
 * transactions, transfers, fatura payments, categories, payment methods, objectives, tags, payees,
 * rules, bills, tax marks, dependents, investments, loans, snapshots, bank details, household
 * membership and people's names; a dismissed suggestion does not) and nothing that moves with the
 * clock, unless the clock's day is in its key. See `cachedForVersion`.
 */
export function cachedForListVersion(
  db: DbOrTx,
  userId: string,
  key: string,
  compute: () => Promise<string>,
): Promise<Uint8Array<ArrayBuffer>> {
  return cachedForVersion(db, `${userId}:${key}`, () => currentListVersion(db, userId), compute);
}

/** `cachedForVersion` for a value: kept as its JSON, handed back parsed. */
export async function cachedValueForVersion<T>(
  db: DbOrTx,
  cacheKey: string,
  readVersion: () => Promise<string | null> | string | null,
  compute: () => Promise<T>,
): Promise<T> {
  const body = await cachedForVersion(db, cacheKey, readVersion, async () =>
    JSON.stringify(await compute()),
  );
  return JSON.parse(new TextDecoder().decode(body)) as T;
}

/** `cachedForListVersion` for a value: kept as its JSON, handed back parsed. */
export function cachedValueForListVersion<T>(
  db: DbOrTx,
  userId: string,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return cachedValueForVersion(
    db,
    `${userId}:${key}`,
    () => currentListVersion(db, userId),
    compute,
  );
}
