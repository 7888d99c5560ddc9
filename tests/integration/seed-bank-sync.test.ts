import { describe, expect, it, vi } from "vitest";

// Bank connection on, against the Pluggy stand-in, which knows nothing of the demo's made-up item.
const fake = await vi.hoisted(async () => (await import("./pluggy-fixture")).startPluggyFake());

import { eq } from "drizzle-orm";
import { openFinanceItems, openFinanceTransactions, users } from "@/db/schema";
import { DEMO_EMAIL, seedDemoAccount } from "@/db/seed";
import { db } from "@/lib/server/db";
import { PLUGGY_FAILED_MESSAGE } from "@/server/open-finance/call-pluggy";
import { pluggyClient } from "@/server/open-finance/pluggy-client";
import { listConnections } from "@/server/open-finance/list-connections";
import { countReviewRows } from "@/server/open-finance/list-review-rows";
import { requestConnectionSync } from "@/server/open-finance/request-connection-sync";
import { syncItem } from "@/server/open-finance/sync-item";
import { stopPluggyFakeAfterAll } from "./pluggy-fixture";

stopPluggyFakeAfterAll(fake, { quietSdk: true });

async function demo() {
  await seedDemoAccount(db);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_EMAIL));
  const [item] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.userId, user!.id));
  return { userId: user!.id, item: item! };
}

async function state(userId: string) {
  const [item] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.userId, userId));
  return {
    status: item?.status,
    lastSyncedAt: item?.lastSyncedAt?.toISOString(),
    bankRows: await db.$count(openFinanceTransactions, eq(openFinanceTransactions.userId, userId)),
    review: await countReviewRows(db, userId),
  };
}

describe("the demo's bank connection where Pluggy is on", () => {
  it("shows as connected and up to date on the connections screen", async () => {
    const { userId } = await demo();
    const [connection] = await listConnections(db, userId);
    expect(connection).toMatchObject({ institutionName: "Pluggy Bank", status: "UPDATED", statusLabel: "Atualizada", needsAction: false });
    expect(connection!.lastSyncedAt).not.toBeNull();
  });

  it("a sync Pluggy cannot serve changes nothing: the item, its rows and the review stay", async () => {
    const { userId, item } = await demo();
    const before = await state(userId);
    await expect(syncItem(db, pluggyClient(), item.id)).rejects.toBeTruthy();
    expect(await state(userId)).toEqual(before);
  });

  it("'Atualizar' answers a pt-BR 502 and leaves the person free to try again", async () => {
    const { userId, item } = await demo();
    const before = await state(userId);
    await expect(requestConnectionSync(db, userId, item.id)).rejects.toMatchObject({ message: PLUGGY_FAILED_MESSAGE });
    expect(await state(userId)).toEqual(before);
    const [after] = await db.select().from(openFinanceItems).where(eq(openFinanceItems.id, item.id));
    expect(after?.syncRequestedAt).toBeNull();
  });
});
