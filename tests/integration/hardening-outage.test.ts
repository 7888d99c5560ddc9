import { setImmediate as nextTurn } from "node:timers/promises";
import { Client } from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { GET as health } from "@/app/api/v1/health/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { POST as createInstallments } from "@/app/api/v1/transaction/installment/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { createReferences, expenseBody, transactionTypeIds } from "./transactions-fixtures";

/** The app reaches the database through a relay this test cuts, as a PostgreSQL restart would. */
const { proxy, directUrl } = await vi.hoisted(async () => {
  const { startTcpProxy } = await import("./hardening-tcp-proxy");
  const direct = process.env.DATABASE_URL;
  if (!direct) throw new Error("the integration setup sets DATABASE_URL first");
  const relay = await startTcpProxy(direct);
  process.env.DATABASE_URL = relay.url;
  return { proxy: relay, directUrl: direct };
});
afterAll(() => proxy.stop());

const UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";
const INSTALLMENTS = 3;

interface Outcome {
  kind: "single" | "installment";
  status: number;
  body: unknown;
  retryAfter: string | null;
  ids: string[];
}

describe("a database outage", () => {
  it("answers 503 with Retry-After while it lasts, loses no answered write, leaves no partial series, and recovers", async () => {
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    process.on("unhandledRejection", onUncaught);

    const { user, token } = await createTestUser();
    const refs = await createReferences(user.id);
    const types = await transactionTypeIds();
    const log = outcomeLog();
    const outcomes = log.list;
    let running = true;
    let n = 0;
    let down = false;
    let restored = () => {};
    const back = new Promise<void>((resolve) => (restored = resolve));

    const write = async (): Promise<Outcome> => {
      n += 1;
      if (n % 2 === 0) {
        const res = await call<{ _id: string }>(createTransaction, {
          method: "POST",
          path: "/api/v1/transaction",
          token,
          body: expenseBody(refs, types, { description: `Avulsa ${n}` }),
        });
        return outcome("single", res, res.status === 201 ? [res.body._id] : []);
      }
      const res = await call<{ _id: string }[]>(createInstallments, {
        method: "POST",
        path: "/api/v1/transaction/installment",
        token,
        body: { ...expenseBody(refs, types, { description: `Parcelada ${n}` }), valor: 300, installments: INSTALLMENTS },
      });
      return outcome("installment", res, res.status === 201 ? res.body.map((t) => t._id) : []);
    };
    // Each worker writes without pause; once it has met the outage it waits for the relay to come
    // back, so the test moves on what the app answered, never on time passing.
    const worker = async () => {
      while (running) {
        const answer = await write();
        log.push(answer);
        if (down && answer.status === 503) await back;
        else await nextTurn();
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    const count = (status: number, from = 0) => outcomes.slice(from).filter((o) => o.status === status).length;

    await log.until(() => count(201) >= 8);
    down = true;
    proxy.cut();
    await log.until(() => count(503) >= 1);
    const duringOutage = await call<{ message: string }>(health, { path: "/api/v1/health" });
    proxy.restore();
    down = false;
    const restoredAt = outcomes.length;
    restored();
    await log.until(() => count(201, restoredAt) >= 4);
    running = false;
    await Promise.all(workers);

    // While the database was away: 503 with Retry-After, never a generic 500.
    expect(duringOutage.status).toBe(503);
    expect(duringOutage.headers.get("retry-after")).toBe("5");
    const statuses = new Set(outcomes.map((o) => o.status));
    expect([...statuses].sort()).toEqual([201, 503]);
    const unavailable = outcomes.filter((o) => o.status === 503);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(o.body).toEqual({ message: UNAVAILABLE, code: "unavailable" });
      expect(o.retryAfter).toBe("5");
    }

    // Every write answered 201 is in the database, and every instalment series is whole.
    const answered = outcomes.flatMap((o) => o.ids);
    expect(answered.length).toBeGreaterThan(0);
    const direct = new Client({ connectionString: directUrl });
    await direct.connect();
    try {
      const found = await direct.query<{ id: string }>("select id from transactions where id = any($1::uuid[])", [answered]);
      expect(found.rowCount).toBe(answered.length);
      const partial = await direct.query(
        `select installment_group_id from transactions
          where user_id = $1 and installment_group_id is not null
          group by installment_group_id having count(*) <> max(installment_count)`,
        [user.id],
      );
      expect(partial.rowCount).toBe(0);
    } finally {
      await direct.end();
    }

    // The app recovered on its own.
    const after = await call(health, { path: "/api/v1/health" });
    expect(after.status).toBe(200);
    expect((await write()).status).toBe(201);

    process.off("uncaughtException", onUncaught);
    process.off("unhandledRejection", onUncaught);
    expect(uncaught).toEqual([]);
    console.log(
      `[outage] ${outcomes.length} escritas: ${outcomes.filter((o) => o.status === 201).length} × 201, ${unavailable.length} × 503, ${answered.length} linhas confirmadas, 0 perdidas`,
    );
  });
});

function outcome(kind: Outcome["kind"], res: { status: number; body: unknown; headers: Headers }, ids: string[]): Outcome {
  return { kind, status: res.status, body: res.body, retryAfter: res.headers.get("retry-after"), ids };
}

/** The answers as they arrive, and a wait for the moment they meet a condition. */
function outcomeLog() {
  const list: Outcome[] = [];
  const waiting = new Set<{ met: () => boolean; resolve: () => void }>();
  return {
    list,
    push(answer: Outcome) {
      list.push(answer);
      for (const w of waiting) {
        if (!w.met()) continue;
        waiting.delete(w);
        w.resolve();
      }
    },
    until(met: () => boolean): Promise<void> {
      if (met()) return Promise.resolve();
      return new Promise((resolve) => waiting.add({ met, resolve }));
    },
  };
}
