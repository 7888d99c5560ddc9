/**
 * The first sync of a bank connection with 5,000 transactions over 12 months (target < 30 s), through
 * the real Pluggy SDK against the stand-in. Env: DATABASE_URL (migrated); the person it creates is
 * deleted at the end. Run: npm run bench:bank-sync
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { PluggyClient } from "pluggy-sdk";
import { db, getPool } from "@/lib/server/db";
import { openFinanceItems, users } from "@/db/schema";
import { syncItem } from "@/server/open-finance/sync-item";
import { startFakePluggy } from "../../tests/fakes/pluggy-server";

const TRANSACTIONS = 5_000;
const TARGET_MS = 30_000;
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

async function main() {
  const fake = await startFakePluggy();
  process.env.PLUGGY_API_URL = fake.url;
  const client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
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
    const started = performance.now();
    const totals = await syncItem(db, client, item!.id, { monthsBack: 12 });
    const ms = performance.now() - started;
    console.log(
      `primeira sincronização, ${TRANSACTIONS} transações em 12 meses: ${(ms / 1000).toFixed(1)} s (alvo < ${TARGET_MS / 1000} s)`,
      totals,
    );
    if (ms > TARGET_MS) process.exitCode = 1;
  } finally {
    await db.delete(users).where(eq(users.id, user!.id));
    await fake.stop();
    await getPool().end();
  }
}

await main();
