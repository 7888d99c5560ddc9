import fs from "node:fs";
import path from "node:path";

export interface RunningStripeFake {
  url: string;
  /** STRIPE_* variables that point the app at the fake. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * HOOK for the billing work: starts tests/fakes/stripe-server.ts when that file exists and hands
 * the app its STRIPE_* variables; without it, billing stays off in e2e.
 */
export async function startStripeFakeIfPresent(options: {
  appUrl: string;
}): Promise<RunningStripeFake | null> {
  const file = path.join(process.cwd(), "tests", "fakes", "stripe-server.ts");
  if (!fs.existsSync(file)) return null;
  const fake = (await import(file)) as {
    startStripeServer?: (options: { webhookUrl: string }) => Promise<RunningStripeFake>;
  };
  if (!fake.startStripeServer) {
    console.warn(
      "[e2e] tests/fakes/stripe-server.ts não exporta startStripeServer: cobrança desligada",
    );
    return null;
  }
  return fake.startStripeServer({ webhookUrl: `${options.appUrl}/api/v1/stripe/webhook` });
}
