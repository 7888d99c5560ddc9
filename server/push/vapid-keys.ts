import "server-only";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { pushMessages } from "@/lib/schemas/push";
import { logger } from "@/lib/server/logger";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** Where development keeps the keys it generated, next to the embedded database. */
const DEV_KEYS_FILE = path.join(process.cwd(), ".data", "vapid-keys.json");

async function readOrCreateDevKeys(file: string): Promise<VapidKeys> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as VapidKeys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const keys = { ...webpush.generateVAPIDKeys(), subject: `mailto:${env.SUPPORT_EMAIL}` };
  await mkdir(path.dirname(file), { recursive: true });
  try {
    // "wx": when two processes start at once, the second reads the first one's keys.
    await writeFile(file, JSON.stringify(keys, null, 2), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return JSON.parse(await readFile(file, "utf8")) as VapidKeys;
  }
  logger.info("chaves VAPID de desenvolvimento geradas em .data/");
  return keys;
}

const globalForVapid = globalThis as unknown as { bolsoVapid?: Promise<VapidKeys | null> };

async function resolveKeys(): Promise<VapidKeys | null> {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY && env.VAPID_SUBJECT) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT };
  }
  if (env.NODE_ENV === "production") {
    logger.warn(
      "notificações no aparelho desligadas: defina VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY e VAPID_SUBJECT para ligá-las",
    );
    return null;
  }
  return readOrCreateDevKeys(DEV_KEYS_FILE);
}

/**
 * The server's VAPID keys: from the environment; outside production, generated once and kept
 * under `.data/`. Null when production has none, which turns Web Push off.
 */
export function vapidKeys(): Promise<VapidKeys | null> {
  globalForVapid.bolsoVapid ??= resolveKeys().catch((error: unknown) => {
    globalForVapid.bolsoVapid = undefined;
    throw error;
  });
  return globalForVapid.bolsoVapid;
}

/** The keys, or a 503 saying the feature is off on this server. */
export async function requireVapidKeys(): Promise<VapidKeys> {
  const keys = await vapidKeys();
  if (!keys) throw new AppError("unavailable", pushMessages.unavailable);
  return keys;
}
