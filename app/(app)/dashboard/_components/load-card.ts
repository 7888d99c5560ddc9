import "server-only";
import { unstable_rethrow } from "next/navigation";
import { logger } from "@/lib/server/logger";

export type Loaded<T> = { ok: true; data: T } | { ok: false };

/**
 * One card's data, or `{ ok: false }` when its query failed: the failure is logged and the card
 * shows its own message in place, so one broken query never takes the whole screen down.
 */
export async function loadCard<T>(card: string, load: () => Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ context: `dashboard: ${card}`, err: error }, "falha ao carregar um cartão");
    return { ok: false };
  }
}
