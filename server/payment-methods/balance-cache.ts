import "server-only";
import type { Day } from "@/lib/domain/calendar";
import type { Cents } from "@/lib/format/money";

export interface CachedFigures {
  balance: Cents | null;
  availableLimit: Cents | null;
}

interface Entry {
  version: string;
  today: Day;
  figures: Map<string, CachedFigures>;
}

const MAX_USERS = 5_000;

/**
 * Each user's balances and available limits as last computed, with the list version (bumped by
 * triggers on transactions, payment methods, transfers and fatura payments) and the day they were
 * read at: an entry is served only while both are unchanged, so it is never stale on any instance.
 */
class BalanceCache {
  private readonly entries = new Map<string, Entry>();

  get(userId: string, version: string, today: Day): Map<string, CachedFigures> | undefined {
    const entry = this.entries.get(userId);
    if (!entry || entry.version !== version || entry.today !== today) return undefined;
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    return entry.figures;
  }

  set(userId: string, entry: Entry): void {
    this.entries.delete(userId);
    this.entries.set(userId, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= MAX_USERS) break;
      this.entries.delete(oldest);
    }
  }
}

const globalForCache = globalThis as unknown as { bolsoBalanceCache?: BalanceCache };

// One per process, surviving the dev server's module reloads.
export const balanceCache = (globalForCache.bolsoBalanceCache ??= new BalanceCache());
