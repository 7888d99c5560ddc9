import { env } from "@/lib/env";
import { sql } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { POST as connectToken } from "@/app/api/v1/open-finance/connect-token/route";
import { POST as addItem } from "@/app/api/v1/open-finance/items/route";
import { POST as webhook } from "@/app/api/v1/open-finance/webhook/route";
import type { BankConnectionJson } from "@/lib/schemas/open-finance";
import { call } from "../helpers/api";
import type { FakePluggy } from "../fakes/pluggy-server";

/** A Connect token for `token`'s person, optionally to reconnect `connectionId`. */
export async function newConnectToken(token: string, body: Record<string, unknown> = {}) {
  return call<{ accessToken: string; message?: string }>(connectToken, {
    method: "POST",
    path: "/api/v1/open-finance/connect-token",
    token,
    body,
  });
}

/** What a person does on the connections screen: a token, the widget, then POST /items. */
export async function connectBank(fake: FakePluggy, token: string, options: { sample?: boolean } = {}) {
  const issued = await newConnectToken(token);
  if (issued.status !== 200) throw new Error(`connect-token → ${issued.status} ${JSON.stringify(issued.body)}`);
  const item = fake.connect(issued.body.accessToken, options);
  const res = await call<BankConnectionJson>(addItem, { method: "POST", path: "/api/v1/open-finance/items", token, body: { itemId: item.id } });
  if (res.status !== 201) throw new Error(`POST items → ${res.status} ${JSON.stringify(res.body)}`);
  return { item, connection: res.body };
}

/** Sync jobs queued for a connection (any state: a worker may already have taken them). */
export async function syncJobs(connectionId: string): Promise<Array<Record<string, unknown>>> {
  const result = await db.execute<{ data: Record<string, unknown> }>(sql`
    select data from ${sql.identifier(env.JOB_SCHEMA)}.job where name = 'open-finance-sync' and data->>'openFinanceItemId' = ${connectionId}
    order by created_on`);
  return result.rows.map((row) => row.data);
}

/**
 * Forgets the connection's queued syncs, so a test sees only what its own step queued (the queue
 * may fold a sync into one already waiting for the same connection).
 */
export async function clearSyncJobs(connectionId: string): Promise<void> {
  await db.execute(sql`delete from ${sql.identifier(env.JOB_SCHEMA)}.job where name = 'open-finance-sync' and data->>'openFinanceItemId' = ${connectionId}`);
}

/** Posts `event` to the webhook URL Pluggy was given (or to another token). */
export async function deliverEvent(
  webhookUrl: string,
  event: unknown,
  token?: string | null,
  headers: Record<string, string> = {},
) {
  const url = new URL(webhookUrl);
  if (token === null) url.searchParams.delete("token");
  else if (token !== undefined) url.searchParams.set("token", token);
  return call<{ received?: boolean; outcome?: string; message?: string; code?: string }>(webhook, {
    method: "POST",
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body: typeof event === "string" ? event : JSON.stringify(event),
  });
}
