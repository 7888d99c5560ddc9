import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "@/lib/server/db";

/** Calls kept per person: "Acesso por API" shows them; older ones are dropped as new ones come. */
export const API_CALLS_KEPT = 50;

export interface ApiCall {
  userId: string;
  tokenId: string;
  channel: "api" | "mcp";
  /** `GET /api/v1/tags`, or the MCP tool's name. */
  target: string;
  status: number;
}

/** Logs one call made with a personal token and drops the person's calls beyond the last 50, in one statement. */
export async function recordApiCall(db: DbOrTx, call: ApiCall): Promise<void> {
  // The DELETE sees the table as it was before this INSERT, so it keeps the 49 newest older calls.
  await db.execute(sql`
    with added as (
      insert into api_token_calls (user_id, token_id, channel, target, status)
      values (${call.userId}, ${call.tokenId}, ${call.channel}, ${call.target.slice(0, 200)}, ${call.status})
    )
    delete from api_token_calls
    where id in (
      select id from api_token_calls where user_id = ${call.userId}
      order by created_at desc, id desc offset ${API_CALLS_KEPT - 1}
    )`);
}
