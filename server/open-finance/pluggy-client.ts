import "server-only";
import { PluggyClient } from "pluggy-sdk";
import { bankConnectionEnabled, env } from "@/lib/env";
import { AppError } from "@/lib/errors";

const globalForPluggy = globalThis as unknown as { bolsoPluggy?: PluggyClient };

/** Said to the person when this server has no Pluggy credentials. */
export const BANK_CONNECTION_OFF_MESSAGE = "A conexão bancária não está configurada neste servidor.";

/**
 * The one Pluggy client of this process (it caches its API key until the key expires). The SDK
 * reads its base URL from PLUGGY_API_URL itself; the API key never leaves the server.
 */
export function pluggyClient(): PluggyClient {
  if (!bankConnectionEnabled || !env.PLUGGY_CLIENT_ID || !env.PLUGGY_CLIENT_SECRET) {
    throw new AppError("unavailable", BANK_CONNECTION_OFF_MESSAGE);
  }
  globalForPluggy.bolsoPluggy ??= new PluggyClient({
    clientId: env.PLUGGY_CLIENT_ID,
    clientSecret: env.PLUGGY_CLIENT_SECRET,
  });
  return globalForPluggy.bolsoPluggy;
}
