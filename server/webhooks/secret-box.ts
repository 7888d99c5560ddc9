import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { env } from "@/lib/env";

/** Outside production without WEBHOOKS_SECRET_KEY: a fixed key, so development and tests need no setup. */
const DEVELOPMENT_KEY = "bolso-development-webhook-secrets-key-not-for-production";

function keyMaterial(): string | null {
  if (env.WEBHOOKS_SECRET_KEY) return env.WEBHOOKS_SECRET_KEY;
  return env.NODE_ENV === "production" ? null : DEVELOPMENT_KEY;
}

/** Whether this server can keep signing secrets (production needs WEBHOOKS_SECRET_KEY). */
export function webhooksAvailable(): boolean {
  return keyMaterial() !== null;
}

function key(): Buffer {
  const material = keyMaterial();
  if (!material) throw new Error("WEBHOOKS_SECRET_KEY is not set");
  return Buffer.from(hkdfSync("sha256", material, "bolso", "webhook signing secrets", 32));
}

/** A new signing secret, as the person copies it. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString("base64url")}`;
}

/** AES-256-GCM: base64url(iv ‖ tag ‖ ciphertext). A database read alone does not give the secret away. */
export function sealSecret(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64url");
}

export function openSecret(sealed: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}
