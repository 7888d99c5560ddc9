import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./schema";

/**
 * A personal access token (Perfil → Acesso por API). Only the SHA-256 of the token is kept, with
 * its first characters for display; the token itself is shown once, when it is created.
 */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: varchar("name", { length: 60 }).notNull(),
    /** `bolso_pat_` and the next few characters: enough to recognise it, never to use it. */
    prefix: varchar("prefix", { length: 24 }).notNull(),
    tokenHash: varchar("token_hash", { length: 64 }).notNull(),
    /** `read` (GET only) or `write` (also POST, PUT, PATCH and DELETE on records). */
    scope: varchar("scope", { length: 8 }).$type<"read" | "write">().notNull(),
    /** Null: it never expires. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    lastUsedIp: varchar("last_used_ip", { length: 64 }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("api_tokens_token_hash_key").on(t.tokenHash),
    index("api_tokens_user_idx").on(t.userId, t.createdAt),
    check("api_tokens_scope_check", sql`${t.scope} in ('read', 'write')`),
    check("api_tokens_name_check", sql`length(btrim(${t.name})) > 0`),
  ],
);

/** A call made with a personal token (an API route or an MCP tool); only a person's last few are kept. */
export const apiTokenCalls = pgTable(
  "api_token_calls",
  {
    id: id(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenId: uuid("token_id")
      .notNull()
      .references(() => apiTokens.id, { onDelete: "cascade" }),
    /** `api` (a route of /api/v1) or `mcp` (a tool of /api/mcp). */
    channel: varchar("channel", { length: 8 }).$type<"api" | "mcp">().notNull(),
    /** `GET /api/v1/transaction/list-all`, or the MCP tool's name. */
    target: varchar("target", { length: 200 }).notNull(),
    status: integer("status").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("api_token_calls_user_created_idx").on(t.userId, t.createdAt),
    index("api_token_calls_token_idx").on(t.tokenId),
    check("api_token_calls_channel_check", sql`${t.channel} in ('api', 'mcp')`),
  ],
);
