import "server-only";
import { gzipSync } from "node:zlib";

/** A month list as sent: its UTF-8 bytes, and the gzip of them once a client has asked. */
export class MonthListBody {
  readonly bytes: Uint8Array<ArrayBuffer>;
  private gzipped: Uint8Array<ArrayBuffer> | undefined;

  constructor(text: string) {
    this.bytes = Buffer.from(text, "utf8");
  }

  gzip(): Uint8Array<ArrayBuffer> {
    this.gzipped ??= gzipSync(this.bytes, { level: 6 });
    return this.gzipped;
  }

  get size(): number {
    return this.bytes.byteLength + (this.gzipped?.byteLength ?? 0);
  }
}

interface Entry {
  version: string;
  body: MonthListBody;
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

  get(key: string, version: string): MonthListBody | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Re-inserting keeps the Map in least-recently-read order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (entry.body.bytes.byteLength > MAX_BYTES / 8) return;
    this.entries.set(key, entry);
    let bytes = 0;
    for (const { body } of this.entries.values()) bytes += body.size;
    for (const oldest of this.entries.keys()) {
      if (bytes <= MAX_BYTES) break;
      bytes -= this.entries.get(oldest)?.body.size ?? 0;
      this.entries.delete(oldest);
    }
  }
}

const globalForCache = globalThis as unknown as { bolsoMonthListCache?: MonthListCache };

// One per process, surviving the dev server's module reloads.
export const monthListCache = (globalForCache.bolsoMonthListCache ??= new MonthListCache());
