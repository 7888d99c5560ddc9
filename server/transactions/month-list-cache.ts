import "server-only";

interface Entry {
  version: string;
  body: string;
}

/** A few dozen heavy months; the oldest read goes first. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * The month lists this process answered lately, each with the user's list version it was read
 * at (transaction_list_versions, bumped by triggers on every change). An entry is only served
 * while that version is still the current one, so it can never be stale, on any instance.
 */
class MonthListCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  get(key: string, version: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserting keeps the Map in least-recently-used order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, entry: Entry): void {
    this.delete(key);
    if (entry.body.length > MAX_BYTES / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.body.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= MAX_BYTES) break;
      this.delete(oldest);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length;
  }
}

const globalForCache = globalThis as unknown as { bolsoMonthListCache?: MonthListCache };

// One per process, surviving the dev server's module reloads.
export const monthListCache = (globalForCache.bolsoMonthListCache ??= new MonthListCache());
