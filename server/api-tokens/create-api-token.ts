import "server-only";
import { eq } from "drizzle-orm";
import { ApiTokenCreatedEmail, apiTokenCreatedSubject, apiTokenCreatedText } from "@/emails/api-token-created-email";
import { apiTokens, users } from "@/db/schema";
import { expiryLabel, scopeLabels } from "@/lib/format/api-token-texts";
import { notFound } from "@/lib/errors";
import type { DbOrTx } from "@/lib/server/db";
import { describeError, logger } from "@/lib/server/logger";
import { scopeOf, scopesOf, type ApiTokenCreateInput, type CreatedApiTokenJson } from "@/lib/schemas/api-tokens";
import { hashToken } from "@/server/auth/session-token";
import { generateApiToken } from "@/server/api-tokens/token-secret";
import { sendMail } from "@/server/mail/send-mail";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Creates a personal access token and e-mails its owner. The answer is the only place the token
 * appears: the table keeps its SHA-256 and a short prefix for display.
 */
export async function createApiToken(
  db: DbOrTx,
  userId: string,
  input: ApiTokenCreateInput,
  now: Date = new Date(),
): Promise<CreatedApiTokenJson> {
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (!owner) throw notFound();
  const { token, prefix } = generateApiToken();
  const scope = scopeOf(input.scopes);
  const expiresAt = input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS);
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name: input.name, prefix, tokenHash: hashToken(token), scope, expiresAt, createdAt: now })
    .returning({ id: apiTokens.id });
  const mail = { name: owner.name, tokenName: input.name, scopeLabel: scopeLabels[scope], expiryLabel: expiryLabel(expiresAt), prefix };
  try {
    await sendMail({
      to: owner.email,
      subject: apiTokenCreatedSubject,
      react: ApiTokenCreatedEmail(mail),
      text: apiTokenCreatedText(mail),
    });
  } catch (error) {
    // The token exists and works: an e-mail that did not leave must not turn that into an error.
    logger.error({ err: describeError(error) }, "token de API: o e-mail de aviso não saiu");
  }
  return { id: row!.id, token, prefix, scopes: scopesOf(scope), expiresAt: expiresAt?.toISOString() ?? null };
}
