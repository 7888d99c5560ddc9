/**
 * The first sync of a bank connection with 5,000 transactions over 12 months (target < 30 s), through
 * the real Pluggy SDK against the stand-in. Env: DATABASE_URL (migrated); the person it creates is
 * deleted after each sync.
 *
 * `npm run bench:bank-sync` runs one sync and prints its time. `npm run bench` runs this file with
 * `--repeat` beside the app (scripts/bench/bank-sync-load.ts): first syncs one after another, each
 * announced with `{"syncing":true}` and reported as one JSON line `{"seconds":…,"created":…}`,
 * until the process is ended, while it measures the read calls.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PluggyClient } from "pluggy-sdk";
import { db, getPool } from "@/lib/server/db";
import { openFinanceItems, users } from "@/db/schema";
import { syncItem, type SyncItemResult } from "@/server/open-finance/sync-item";
import { startFakePluggy, type FakePluggy } from "../../tests/fakes/pluggy-server";

const TRANSACTIONS = 5_000;
const TARGET_SECONDS = 30;
const MERCHANTS = [
  "Padaria",
  "Mercado",
  "Posto",
  "Farmácia",
  "iFood",
  "Uber",
  "Cinema",
  "Livraria",
  "Academia",
  "Pet shop",
];

/** One person, one new connection holding 5,000 rows over 12 months, synced for the first time. */
async function firstSync(
  fake: FakePluggy,
  client: PluggyClient,
  onStart: () => void,
): Promise<{ seconds: number; totals: SyncItemResult | null }> {
  const [user] = await db
    .insert(users)
    .values({
      name: "Bench Banco",
      email: `bench-banco-${randomUUID()}@exemplo.com.br`,
      passwordHash: "x",
      confirmedAt: new Date(),
    })
    .returning();
  try {
    const remote = fake.state.createItem({ clientUserId: user!.id });
    const bank = fake.state.addAccount(remote.id, { type: "BANK", balance: 4321.09 });
    const card = fake.state.addAccount(remote.id, { type: "CREDIT", balance: 0 });
    const day = 86_400_000;
    for (let n = 0; n < TRANSACTIONS; n += 1) {
      const onCard = n % 2 === 1;
      fake.state.addTransaction(onCard ? card.id : bank.id, {
        amount: (onCard ? 1 : n % 7 === 0 ? 1 : -1) * (((n * 37) % 50_000) / 100 + 1),
        date: new Date(Date.now() - ((n * 361) % 360) * day).toISOString(),
        description: `${MERCHANTS[n % MERCHANTS.length]} ${n % 40}`,
      });
    }
    const [item] = await db
      .insert(openFinanceItems)
      .values({
        userId: user!.id,
        pluggyItemId: remote.id,
        institutionName: "Pluggy Bank",
        status: "UPDATING",
      })
      .returning();
    onStart();
    const started = performance.now();
    const totals = await syncItem(db, client, item!.id, { monthsBack: 12 });
    const seconds = (performance.now() - started) / 1000;
    fake.state.deleteItem(remote.id);
    return { seconds, totals };
  } finally {
    await db.delete(users).where(eq(users.id, user!.id));
  }
}

async function main() {
  const repeat = process.argv.includes("--repeat");
  const fake = await startFakePluggy();
  process.env.PLUGGY_API_URL = fake.url;
  const client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
  let stopping = false;
  process.on("SIGTERM", () => {
    stopping = true;
  });
  try {
    do {
      const { seconds, totals } = await firstSync(fake, client, () => {
        if (repeat) console.log(JSON.stringify({ syncing: true }));
      });
      if (repeat) {
        console.log(JSON.stringify({ seconds: Number(seconds.toFixed(1)), created: totals?.created ?? 0 }));
      } else {
        console.log(
          `primeira sincronização, ${TRANSACTIONS} transações em 12 meses: ${seconds.toFixed(1)} s (alvo < ${TARGET_SECONDS} s)`,
          totals,
        );
        if (seconds > TARGET_SECONDS) process.exitCode = 1;
      }
    } while (repeat && !stopping);
  } finally {
    await fake.stop();
    await getPool().end();
  }
}

await main();
