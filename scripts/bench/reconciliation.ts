/**
 * `npm run bench:reconciliation` (and a row of `npm run bench`): the household year of
 * tests/fakes/household-year.ts connected by a newcomer, through the real sync, the SDK and the
 * Pluggy stand-in. Prints the share of income and expense rows in the right category at the first
 * sync; the rows left in review; the share right in the next month after the person reviewed one
 * month; and whether any own transfer, investment move, saque, fatura payment or estorno counted as
 * income or spending. Then the time of a first sync of 5,000 rows is `npm run bench:bank-sync`.
 *
 * Env: DATABASE_URL (a PostgreSQL server; a throwaway database is created on it and dropped), or
 * none (embedded). Exits 1 when a target is missed (≥ 70% first, ≥ 90% next month, 0 moves counted).
 */
import { PluggyClient } from "pluggy-sdk";
import { createTestDatabase } from "../../tests/helpers/test-database";
import { startFakePluggy } from "../../tests/fakes/pluggy-server";

const FIRST_TARGET = 0.7;
const NEXT_TARGET = 0.9;

const percent = (value: number) => `${(value * 100).toFixed(1).replace(".", ",")}%`;

async function main() {
  const database = await createTestDatabase("reconciliation");
  process.env.DATABASE_URL = database.url;
  const fake = await startFakePluggy();
  process.env.PLUGGY_API_URL = fake.url;
  // lib/server/db reads DATABASE_URL when first imported: only now.
  const { db, getPool } = await import("@/lib/server/db");
  const { connectHousehold, syncNextMonth } = await import("../../tests/fakes/household-run");
  const { reviewHouseholdMonth } = await import("../../tests/fakes/household-review");
  const { share } = await import("../../tests/fakes/household-score");
  try {
    const client = new PluggyClient({ clientId: fake.clientId, clientSecret: fake.clientSecret });
    const start = await connectHousehold(db, fake, client);
    const reviewed = await reviewHouseholdMonth(db, start);
    const next = await syncNextMonth(db, fake, client, start);
    const first = start.first;
    const rows: Array<[label: string, value: string]> = [
      ["linhas do ano (receitas e despesas)", String(first.scored)],
      ["certas na primeira sincronização", `${first.right} (${percent(share(first))}, alvo ≥ ${percent(FIRST_TARGET)})`],
      ["a revisar depois da primeira sincronização", String(first.inReview)],
      ["mês revisado: ações da pessoa", String(reviewed.actions)],
      ["certas no mês seguinte à revisão", `${next.right} de ${next.scored} (${percent(share(next))}, alvo ≥ ${percent(NEXT_TARGET)})`],
      ["a revisar no mês seguinte", String(next.inReview)],
      ["movimentações próprias contadas como receita ou despesa", String(first.movesCounted + next.movesCounted)],
      ["estornos contados como receita", String(first.refundsAsIncome + next.refundsAsIncome)],
      ["linhas do banco perdidas", String(first.missing + next.missing)],
      ["tempo da primeira sincronização (ano da casa)", `${start.firstSeconds.toFixed(1)} s`],
    ];
    console.log("\nConciliação (ano da casa, tests/fakes/household-year.ts)");
    for (const [label, value] of rows) console.log(`  ${label.padEnd(58)} ${value}`);
    const missed =
      share(first) < FIRST_TARGET ||
      share(next) < NEXT_TARGET ||
      first.movesCounted + next.movesCounted > 0 ||
      first.refundsAsIncome + next.refundsAsIncome > 0;
    if (missed) {
      console.log("\nErros da primeira sincronização (até 30):");
      for (const miss of first.misses.slice(0, 30)) console.log(`  ${miss.description} → ${miss.got ?? "sem categoria"} (esperado ${miss.expected})`);
      process.exitCode = 1;
    }
  } finally {
    await fake.stop();
    await getPool().end();
    await database.dispose();
  }
}

await main();
