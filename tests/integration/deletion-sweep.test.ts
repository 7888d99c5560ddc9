import { afterAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rateLimits } from "@/db/schema";
import { db } from "@/lib/server/db";
import { deleteUserRows } from "@/server/account/delete-user-rows";
import { createTestUser } from "../helpers/users";

afterAll(async () => {
  await db.execute(sql`drop table if exists scratch_user_log`);
});

describe("deleting an account's rows", () => {
  it("empties a table that holds user_id without a foreign key, and only that person's rows", async () => {
    await db.execute(
      sql`create table if not exists scratch_user_log (id serial primary key, user_id uuid not null, note text)`,
    );
    const gone = await createTestUser();
    const kept = await createTestUser();
    await db.execute(
      sql`insert into scratch_user_log (user_id, note) values (${gone.user.id}, 'a'), (${gone.user.id}, 'b'), (${kept.user.id}, 'c')`,
    );

    await db.transaction((tx) => deleteUserRows(tx, gone.user.id));

    const left = await db.execute<{ user_id: string; note: string }>(
      sql`select user_id, note from scratch_user_log order by note`,
    );
    expect(left.rows).toEqual([{ user_id: kept.user.id, note: "c" }]);
  });

  it("removes the rate-limit counters that name the person by e-mail or id, keeping IPs and others'", async () => {
    const gone = await createTestUser();
    const kept = await createTestUser();
    const email = gone.user.email.toLowerCase();
    const keys = [
      `forgot:account:${email}`,
      `login:account:${email}`,
      `login:pair:${email}|203.0.113.9`,
      `support:account:user:${gone.user.id}`,
      `forgot:ip:203.0.113.9`,
      `forgot:account:${kept.user.email.toLowerCase()}`,
      `support:account:user:${kept.user.id}`,
      `forgot:account:x${email}`,
    ];
    await db
      .insert(rateLimits)
      .values(keys.map((key) => ({ key, points: 1, expire: Date.now() + 3_600_000 })));

    await db.transaction((tx) => deleteUserRows(tx, gone.user.id));

    const left = await db.execute<{ key: string }>(
      sql`select key from rate_limits where key in ${keys} order by key`,
    );
    expect(left.rows.map((r) => r.key)).toEqual(keys.slice(4).sort());
  });
});
