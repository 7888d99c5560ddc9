import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { db } from "@/lib/server/db";
import { openFinanceItems, openFinanceTransactions } from "@/db/schema";
import { enqueueItemSync } from "@/server/open-finance/sync-queue";
import { startJobWorkers } from "@/server/jobs/start-job-workers";
import { createTestUser } from "../helpers/users";

// The stand-in must be configured before lib/env reads the environment.
const fake = await vi.hoisted(async () => {
  const { startFakePluggy } = await import("../fakes/pluggy-server");
  const started = await startFakePluggy();
  Object.assign(process.env, started.env, { PLUGGY_WEBHOOK_SECRET: "segredo-do-webhook-de-teste" });
  return started;
});

let boss: PgBoss;
beforeAll(async () => {
  boss = await startJobWorkers();
});
afterAll(async () => {
  await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
  await fake.stop();
});

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
    const { user } = await createTestUser();
    const remote = fake.state.createItem({ clientUserId: user.id });
    const account = fake.state.addAccount(remote.id, { type: "BANK", balance: 10 });
    fake.state.addTransaction(account.id, {
      amount: -3.5,
      date: new Date().toISOString(),
      description: "Padaria",
    });
    const [item] = await db
      .insert(openFinanceItems)
      .values({
        userId: user.id,
        pluggyItemId: remote.id,
        institutionName: "Pluggy Bank",
        status: "UPDATING",
      })
      .returning();
    const [first, second] = await Promise.all([
      enqueueItemSync(item!.id, { monthsBack: 12 }),
      enqueueItemSync(item!.id),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    expect(await storedRows(user.id, 1)).toHaveLength(1);
  });
});
