import { beforeAll, describe, expect, it, vi } from "vitest";

// The stand-in must be configured before lib/env reads the environment.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { openFinanceTransactions } from "@/db/schema";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { connect } from "./open-finance-sync-fixtures";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";

beforeAll(async () => {
  await startJobWorkers();
});
stopPluggyFakeAfterAll(fake);

async function storedRows(userId: string, expected: number, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select()
      .from(openFinanceTransactions)
      .where(eq(openFinanceTransactions.userId, userId));
    if (rows.length >= expected || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("open-finance-sync queue", () => {
  it("runs a queued sync in a worker, and a second request while one waits is absorbed, not queued twice", async () => {
    const { user, remote, item } = await connect(fake);
    const account = fake.state.addAccount(remote.id, { type: "BANK", balance: 10 });
    fake.state.addTransaction(account.id, {
      amount: -3.5,
      date: new Date().toISOString(),
      description: "Padaria",
    });
    const [first, second] = await Promise.all([
      enqueueItemSync(item.id, { monthsBack: 12 }),
      enqueueItemSync(item.id),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await storedRows(user.id, 1)).toHaveLength(1);
  });
});
