import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PATCH as renameTag } from "@/app/api/v1/tags/[id]/route";
import { db } from "@/lib/server/db";
import { tags } from "@/db/schema";
import type { TagJson } from "@/lib/schemas/tags";
import { call } from "../helpers/api";
import { listTags, postExpense, tagUser, type TagUser } from "./tags-fixtures";

const rename = (who: TagUser, id: string, name: string) =>
  call<TagJson & { message?: string }>(renameTag, { method: "PATCH", params: { id }, token: who.token, body: { name } });

/** A person with one expense per tag name; their tags by name. */
async function withTags(names: string[]) {
  const who = await tagUser();
  for (const name of names) expect((await postExpense(who, { description: name, tags: [name] })).status).toBe(201);
  const byName = new Map((await listTags(who.token)).map((tag) => [tag.name, tag]));
  return { who, tag: (name: string) => byName.get(name)! };
}

describe("renaming tags at once", () => {
  it("two tags renamed to one name at once: both answer 200 and end as one tag, as one after the other would", async () => {
    const { who, tag } = await withTags(["Alfa", "Beta"]);
    const answers = await Promise.all([rename(who, tag("Alfa").id, "Gama"), rename(who, tag("Beta").id, "gama")]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [left] = await listTags(who.token);
    expect(await listTags(who.token)).toHaveLength(1);
    expect(left!.count).toBe(2);
    expect(["Gama", "gama"]).toContain(left!.name);
  });

  it("two tags renamed into each other at once do not deadlock", async () => {
    const { who, tag } = await withTags(["Casa", "Lar"]);
    const answers = await Promise.all([rename(who, tag("Casa").id, "Lar"), rename(who, tag("Lar").id, "Casa")]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const left = await listTags(who.token);
    expect(left).toHaveLength(1);
    expect(left[0]!.count).toBe(2);
  });

  it("a name another write takes while the rename runs: the rename reads again and merges", async () => {
    const { who, tag } = await withTags(["Delta"]);
    // The rename is returned inside an object: returning the promise itself would make the
    // transaction wait for it before committing, while the rename waits for the commit.
    const { renamed } = await db.transaction(async (tx) => {
      // An insert of "Épsilon" not yet committed: the rename cannot see it, and its update waits on it.
      await tx.insert(tags).values({ userId: who.userId, name: "Épsilon" });
      const pending = rename(who, tag("Delta").id, "epsilon");
      await untilSomeoneWaitsOnALock();
      return { renamed: pending };
    });
    const answer = await renamed;
    expect(answer.status).toBe(200);
    expect(await listTags(who.token)).toMatchObject([{ id: answer.body.id, name: "epsilon", count: 1 }]);
  });
});

/** Until another backend is blocked on a lock (the rename's update on the uncommitted key). */
async function untilSomeoneWaitsOnALock(): Promise<void> {
  for (;;) {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
