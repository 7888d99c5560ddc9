import "server-only";
import { env } from "@/lib/env";
import { standInPluggyOrigin } from "@/lib/security-headers";
import type { BankWidget } from "@/components/connections/bank-widget";

/**
 * The widget follows the API: with a server standing in for Pluggy (PLUGGY_API_URL elsewhere than
 * api.pluggy.ai: npm run dev:bank, e2e) Pluggy's own widget could not reach it, so the stand-in opens.
 */
export function bankWidget(): BankWidget {
  return standInPluggyOrigin(env.PLUGGY_API_URL) && env.PLUGGY_API_URL
    ? { kind: "stand-in", apiUrl: env.PLUGGY_API_URL }
    : { kind: "pluggy" };
}
