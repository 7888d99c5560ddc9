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
import { CSV_HEADER } from "@/lib/schemas/reports";
import { logger } from "@/lib/server/logger";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { getWhole, serveRoutes, stalledGet, type StalledReader } from "../helpers/route-server";
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

/** People who stall two downloads each, and the rows each one's CSV holds (about 1 MB: far more than a socket buffers). */
const STALLING_PEOPLE = 6;
const ROWS_PER_PERSON = 8_000;
const CSV_PATH = "/api/v1/reports/transactions.csv?from=2025-01&to=2025-12";
const EXPORT_PATH = "/api/v1/user/export";

describe("downloads whose client stops reading", () => {
  it("one person asking twelve times for a 100k-row CSV gets two downloads and ten 429s; the two stalled hold no connection", async () => {
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

  it("twelve stalled CSV readers over real sockets, two for each of six people: a third download is a 429, health and a seventh person keep answering", async () => {
    const types = await transactionTypeIds();
    const people = await Promise.all(Array.from({ length: STALLING_PEOPLE }, () => createTestUser()));
    for (const person of people) {
      await db.execute(sql`
        insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
        select ${person.user.id}, 'Compra no mercado do bairro: pão, leite, frutas e verduras da semana, nota ' || g,
               (g % 97 + 1)::numeric / 10, date '2025-01-01' + (g % 360), ${types.despesa}
        from generate_series(1, ${ROWS_PER_PERSON}) g`);
    }
    const seventh = await createTestUser();
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
      values (${seventh.user.id}, 'Aluguel', 1500.00, date '2026-03-05', ${types.despesa}),
             (${seventh.user.id}, 'Feira', 82.40, date '2026-03-12', ${types.despesa}),
             (${seventh.user.id}, 'Salário', 4200.00, date '2026-03-01', ${types.receita})`);

    const server = await serveRoutes({
      "/api/v1/health": health,
      "/api/v1/transaction/list-all": listTransactions,
      "/api/v1/reports/transactions.csv": transactionsCsv,
      "/api/v1/user/export": userExport,
    });
    const stalled: StalledReader[] = [];
    try {
      await stallAndCheck();
    } finally {
      await Promise.all(stalled.map((reader) => reader.destroy()));
      await vi.waitFor(async () => expect(await server.openConnections()).toBe(0), { timeout: 20_000 });
      await server.close().catch(() => undefined);
    }
    expect(checkedOut()).toBe(0);

    async function stallAndCheck() {
      // Each person opens the two downloads the cap allows; every client reads one piece, then stops.
      const opened = await Promise.all(
        people.flatMap((person) => [stalledGet(server, CSV_PATH, person.token), stalledGet(server, CSV_PATH, person.token)]),
      );
      stalled.push(...opened);
      expect(opened.map((reader) => reader.status)).toEqual(Array(2 * STALLING_PEOPLE).fill(200));

      // A third download, CSV or account export, is refused while the two are held open.
      const third = await Promise.all(
        people.map((person, i) => getWhole(server, i % 2 === 0 ? CSV_PATH : EXPORT_PATH, person.token)),
      );
      for (const answer of third) {
        expect(answer.status).toBe(429);
        expect(answer.headers["retry-after"]).toBe("30");
        expect(JSON.parse(answer.text)).toEqual({ message: exportSlotMessage, code: "too_many_requests" });
      }

      // Stalled downloads wait with no pooled connection checked out.
      await vi.waitFor(() => expect(checkedOut()).toBe(0), { timeout: 20_000 });

      for (let round = 0; round < 5; round += 1) {
        const [alive, list, csv] = await Promise.all([
          getWhole(server, "/api/v1/health"),
          getWhole(server, "/api/v1/transaction/list-all?month=3&year=2026", seventh.token),
          getWhole(server, "/api/v1/reports/transactions.csv?from=2026-03&to=2026-03", seventh.token),
        ]);
        expect(alive.status).toBe(200);
        expect(JSON.parse(alive.text)).toMatchObject({ status: "ok", database: "ok" });
        expect(list.status).toBe(200);
        const rows = JSON.parse(list.text) as Array<{ description: string; valor: number }>;
        expect(rows.map((row) => [row.description, row.valor]).sort()).toEqual([
          ["Aluguel", 1500],
          ["Feira", 82.4],
          ["Salário", 4200],
        ]);
        expect(csv.status).toBe(200);
        expect(csv.text.split("\r\n").filter(Boolean)).toEqual([
          `\uFEFF${CSV_HEADER}`,
          "01/03/2026;Salário;;;Receita;4200,00;;;",
          "05/03/2026;Aluguel;;;Despesa;1500,00;;;",
          "12/03/2026;Feira;;;Despesa;82,40;;;",
        ]);
      }

      // Leaving gives every slot back: each person's next download is whole, every row once.
      await Promise.all(stalled.splice(0).map((reader) => reader.destroy()));
      for (const person of people) {
        const full = await vi.waitFor(
          async () => {
            const answer = await getWhole(server, CSV_PATH, person.token);
            expect(answer.status).toBe(200);
            return answer;
          },
          { timeout: 20_000 },
        );
        const lines = full.text.split("\r\n").filter(Boolean);
        expect(lines).toHaveLength(ROWS_PER_PERSON + 1);
        expect(new Set(lines).size).toBe(ROWS_PER_PERSON + 1);
      }
    }
  }, 180_000);

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
