/**
 * `npm run dev:bank`: `npm run dev` with bank connection on against the offline Pluggy stand-in
 * (tests/fakes/pluggy-server.ts), so connecting "Pluggy Bank" can be clicked through without
 * network: the widget's stand-in creates the item with sample accounts and three months of rows,
 * and investments and a loan for Patrimônio.
 */
import { randomBytes } from "node:crypto";
import nextEnv from "@next/env";
import { startFakePluggy } from "../tests/fakes/pluggy-server";

async function main() {
  // Read .env the way `npm run dev` will, to know the app's address before lib/env is loaded.
  nextEnv.loadEnvConfig(process.cwd(), true, { info: () => {}, error: console.error });
  const port = process.env.PORT ?? "3000";
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const fake = await startFakePluggy({
    port: process.env.PLUGGY_FAKE_PORT ? Number(process.env.PLUGGY_FAKE_PORT) : 0,
    sampleWealth: true,
  });
  Object.assign(process.env, fake.env, {
    PLUGGY_WEBHOOK_SECRET: `dev-${randomBytes(16).toString("hex")}`,
    APP_URL: appUrl,
    PORT: port,
  });
  console.log(
    [
      "",
      `[bolso] Pluggy falsa em ${fake.url} (webhooks → ${appUrl}/api/v1/open-finance/webhook)`,
      "        Em Conexões bancárias, 'Conectar' abre o widget falso: ele cria o \"Pluggy Bank\" com",
      "        conta corrente, cartão e três meses de transações, e investimentos (CDB, LCI, ações, FII,",
      "        PGBL, VGBL) e um financiamento para o Patrimônio.",
      `        Widget sem tela:   curl -X POST ${fake.url}/__control/connect -H 'content-type: application/json' -d '{"accessToken":"<token>"}'`,
      `        Enviar um webhook: curl -X POST ${fake.url}/__control/webhook -H 'content-type: application/json' -d '{"itemId":"<item>","event":"item/updated"}'`,
      `        Estado:            curl ${fake.url}/__control/state`,
      "",
    ].join("\n"),
  );
  // The normal dev server (embedded database, migrations, seed, next dev) with the PLUGGY_* above.
  await import("./dev");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
