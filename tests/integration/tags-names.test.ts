import { describe, expect, it } from "vitest";
import { listTags, postExpense, tagUser } from "./tags-fixtures";

describe("tag names through the API", () => {
  it('"São Paulo", "Sao Paulo" and 9 more are 10 tags: accepted, stored as 10', async () => {
    const who = await tagUser();
    const nine = Array.from({ length: 9 }, (_, k) => `Bairro ${k + 1}`);
    const res = await postExpense(who, { tags: ["São Paulo", "Sao Paulo", ...nine] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.tags).toHaveLength(10);
    expect(await listTags(who.token)).toHaveLength(10);
  });

  it("a zero-width name is refused as empty, and a zero-width space does not make a second tag", async () => {
    const who = await tagUser();
    const blank = await postExpense(who, { tags: ["\u200b"] });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toBe("O nome da tag não pode ficar vazio.");
    expect((await postExpense(who, { tags: ["Viagem"] })).status).toBe(201);
    const again = await postExpense(who, { tags: ["Via\u200bgem\u202e"] });
    expect(again.body.tags).toEqual(["Viagem"]);
    expect(await listTags(who.token)).toEqual([expect.objectContaining({ name: "Viagem", count: 2 })]);
  });
});
