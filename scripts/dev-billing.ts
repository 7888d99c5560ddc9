/**
 * `npm run dev:billing`: `npm run dev` with billing on against the offline fake Stripe
 * (tests/fakes/stripe-server.ts), so the whole subscription can be clicked through without network:
 * checkout ('Pagar'), the portal, and controls to fail a payment or end a period.
 */
import { randomBytes } from "node:crypto";
import nextEnv from "@next/env";
import { startFakeStripe } from "../tests/fakes/stripe-server";

async function main() {
  // Read .env the way `npm run dev` will, to know the app's address before lib/env is loaded.
  nextEnv.loadEnvConfig(process.cwd(), true, { info: () => {}, error: console.error });
  const port = process.env.PORT ?? "3000";
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;
  const fake = await startFakeStripe({
    webhookUrl: `${appUrl}/api/v1/stripe/webhook`,
    webhookSecret: `whsec_dev_${randomBytes(16).toString("hex")}`,
    port: process.env.STRIPE_FAKE_PORT ? Number(process.env.STRIPE_FAKE_PORT) : 0,
  });
  Object.assign(process.env, fake.env, { APP_URL: appUrl, PORT: port });
  console.log(
    [
      "",
      `[bolso] Stripe falso em ${fake.url} (webhooks → ${appUrl}/api/v1/stripe/webhook)`,
      "        Checkout: botão 'Pagar' (cartão fictício); portal: cancelar, renovar, atualizar pagamento.",
      `        Falhar a próxima cobrança: curl -X POST '${fake.url}/__control/fail-payment?email=<e-mail>'`,
      `        Encerrar o período:        curl -X POST '${fake.url}/__control/end-period?email=<e-mail>'`,
      `        Aviso de fim do teste:     curl -X POST '${fake.url}/__control/trial-will-end?email=<e-mail>'`,
      `        Estado:                    curl '${fake.url}/__control/state'`,
      "",
    ].join("\n"),
  );
  // The normal dev server (embedded database, migrations, seed, next dev) with the STRIPE_* above.
  await import("./dev");
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
