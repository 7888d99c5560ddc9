import { describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { sql } from "drizzle-orm";
import { db, getPool } from "@/lib/server/db";
import { GET as health } from "@/app/api/v1/health/route";
import { GET as listTransactions } from "@/app/api/v1/transaction/list-all/route";
import { GET as transactionsCsv } from "@/app/api/v1/reports/transactions.csv/route";
import { GET as userExport } from "@/app/api/v1/user/export/route";
import { exportResponse } from "@/server/account/export-response";
import { exportSlotMessage } from "@/server/account/export-slots";
import { logger } from "@/lib/server/logger";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { transactionTypeIds } from "./transactions-fixtures";

const ROWS = 100_000;

function csvRequest(token: string) {
  const url = new URL(
    "http://localhost:3000/api/v1/reports/transactions.csv?from=2025-01&to=2025-12",
  );
  return transactionsCsv(new NextRequest(url, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({}),
  });
}

/** Connections the pool has handed out and not had back. */
const checkedOut = () => getPool().totalCount - getPool().idleCount;

describe("downloads whose client stops reading", () => {
  it("twelve stalled readers of a 100k-row CSV hold no connection: health and another person keep answering", async () => {
    const heavy = await createTestUser();
    const types = await transactionTypeIds();
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      select ${heavy.user.id}, 'Compra ' || g, (g % 97 + 1)::numeric / 10, date '2025-01-01' + (g % 360), ${types.despesa}
      from generate_series(1, ${ROWS}) g`);

    const responses = await Promise.all(Array.from({ length: 12 }, () => csvRequest(heavy.token)));
    const open = responses.filter((res) => res.status === 200);
    const refused = responses.filter((res) => res.status !== 200);
    expect(open).toHaveLength(2);
    expect(refused.map((res) => res.status)).toEqual(Array(10).fill(429));
    expect(await refused[0]?.json()).toEqual({
      message: exportSlotMessage,
      code: "too_many_requests",
    });

    // Each open download reads its first page, then its client stops reading.
    const readers = open.map((res) => res.body!.getReader());
    for (const reader of readers) expect((await reader.read()).done).toBe(false);
    for (const reader of readers) expect((await reader.read()).done).toBe(false);
    // Once the page being read ahead arrives, the stalled downloads hold no connection at all.
    await vi.waitFor(() => expect(checkedOut()).toBe(0), { timeout: 10_000 });

    const other = await createTestUser();
    for (let i = 0; i < 15; i += 1) {
      const [alive, list] = await Promise.all([
        health(new NextRequest("http://localhost:3000/api/v1/health"), {
          params: Promise.resolve({}),
        }),
        call(listTransactions, {
          path: "/api/v1/transaction/list-all",
          query: { month: 3, year: 2026 },
          token: other.token,
        }),
      ]);
      expect([alive.status, list.status]).toEqual([200, 200]);
    }
    // The person's account export shares the two slots.
    expect(
      (await call(userExport, { path: "/api/v1/user/export", token: heavy.token })).status,
    ).toBe(429);

    // Leaving gives the slots back; a fresh download then reads every row once.
    await Promise.all(readers.map((reader) => reader.cancel()));
    const full = await csvRequest(heavy.token);
    expect(full.status).toBe(200);
    const lines = (await full.text()).split("\r\n").filter(Boolean);
    expect(lines).toHaveLength(ROWS + 1);
    expect(new Set(lines).size).toBe(ROWS + 1);
  }, 120_000);

  it("a download nobody reads is ended after its idle time, releasing what it held", async () => {
    let released = false;
    let ended!: () => void;
    const done = new Promise<void>((resolve) => (ended = resolve));
    async function* chunks() {
      try {
        for (;;) yield "x".repeat(1000);
      } finally {
        released = true;
      }
    }
    const res = exportResponse(chunks(), "a.csv", "text/csv", { idleMs: 20, onEnd: () => ended() });
    await done;
    expect(released).toBe(true);
    await expect(res.text()).rejects.toThrow(/no read within 20 ms/);
  });

  it("a client that leaves halfway is a debug line, never an error", async () => {
    const error = vi.spyOn(logger, "error");
    const debug = vi.spyOn(logger, "debug");
    try {
      let ended!: () => void;
      const done = new Promise<void>((resolve) => (ended = resolve));
      async function* slowChunks() {
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 20));
          yield "linha;1,00\r\n";
        }
      }
      const res = exportResponse(slowChunks(), "a.csv", "text/csv", { onEnd: () => ended() });
      const reader = res.body!.getReader();
      expect((await reader.read()).done).toBe(false);
      // The next piece is being read when the client goes: nothing is left to hand it to.
      const pending = reader.read();
      await reader.cancel();
      await pending;
      await done;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(error).not.toHaveBeenCalled();
      expect(debug).toHaveBeenCalledWith("exportação cancelada pelo cliente");
    } finally {
      error.mockRestore();
      debug.mockRestore();
    }
  });
});
