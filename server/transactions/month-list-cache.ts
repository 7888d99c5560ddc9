import "server-only";

interface Entry {
  version: string;
  /** The list's UTF-8 bytes, ready to send. */
  body: Uint8Array<ArrayBuffer>;
}

/** A few dozen heavy months; the least recently read goes first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The month lists this process answered lately, each with the user's list version it was read
 * at (transaction_list_versions, bumped by triggers on every change). An entry is only served
 * while that version is still the current one, so it is never stale, on any instance.
 */
class MonthListCache {
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

const globalForCache = globalThis as unknown as { bolsoMonthListCache?: MonthListCache };

// One per process, surviving the dev server's module reloads.
export const monthListCache = (globalForCache.bolsoMonthListCache ??= new MonthListCache());
