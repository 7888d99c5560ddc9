import { describe, expect, it } from "vitest";
import { GET as getTag, DELETE as deleteTag, PATCH as renameTag } from "@/app/api/v1/tags/[id]/route";
import { GET as getTransaction } from "@/app/api/v1/transaction/[id]/route";
import { TAG_NAME_MAX, tagMessages, type TagJson } from "@/lib/schemas/tags";
import type { TransactionJson } from "@/lib/schemas/transactions";
import { call } from "../helpers/api";
import { listTags, patchRow, postExpense, tagUser, type TagUser } from "./tags-fixtures";

const anyId = expect.any(String) as unknown as string;

const readRow = async (who: TagUser, id: string) =>
  (await call<TransactionJson>(getTransaction, { params: { id }, token: who.token })).body;

const rename = (who: TagUser, id: string, name: unknown) =>
  call<TagJson & { message?: string }>(renameTag, { method: "PATCH", params: { id }, token: who.token, body: { name } });

describe("tags on a transaction", () => {
  it("are trimmed, one per name ignoring case and accents, keeping the spelling first typed", async () => {
    const who = await tagUser();
    const first = await postExpense(who, { tags: ["  Viagem  ", "viagem", "Reforma"] });
    expect(first.status).toBe(201);
    expect(first.body.tags).toEqual(["Reforma", "Viagem"]);

    const second = await postExpense(who, { description: "Hotel", tags: ["VÍAGEM", "víagem"] });
    expect(second.body.tags).toEqual(["Viagem"]);
    expect(await listTags(who.token)).toEqual([
      { id: anyId, name: "Reforma", count: 1, household: false, ownerId: who.userId, access: "owner" },
      { id: anyId, name: "Viagem", count: 2, household: false, ownerId: who.userId, access: "owner" },
    ]);
  });

  it("refuses 11 tags, a 31-character one and an empty one with pt-BR messages, writing nothing", async () => {
    const who = await tagUser();
    const eleven = Array.from({ length: 11 }, (_, i) => `Tag ${i + 1}`);
    const cases: Array<[unknown, string]> = [
      [eleven, "Use no máximo 10 tags por transação."],
      [["x".repeat(31)], "Cada tag deve ter no máximo 30 caracteres."],
      [["   "], "O nome da tag não pode ficar vazio."],
      ["Viagem", "As tags devem ser uma lista de nomes."],
    ];
    for (const [tags, message] of cases) {
      const res = await postExpense(who, { tags });
      expect(res.status, JSON.stringify(tags)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    // Ten, and 30 characters, are fine; eleven spellings of ten names are ten tags.
    const ten = Array.from({ length: 10 }, (_, i) => (i === 0 ? "y".repeat(30) : `Tag ${i}`));
    expect((await postExpense(who, { tags: [...ten, "TAG 1"] })).status).toBe(201);
    expect(await listTags(who.token)).toHaveLength(10);
  });

  it("stay as they are on a PATCH that leaves them out, and are replaced by a PATCH that sends them", async () => {
    const who = await tagUser();
    const { body: row } = await postExpense(who, { tags: ["Viagem"] });
    const kept = await patchRow(who, row, { description: "Almoço na praia" });
    expect(kept.body.tags).toEqual(["Viagem"]);
    const replaced = await patchRow(who, row, { tags: ["Praia", "viagem"] });
    expect(replaced.status).toBe(200);
    expect(replaced.body.tags).toEqual(["Praia", "Viagem"]);
    expect((await readRow(who, row._id)).tags).toEqual(["Praia", "Viagem"]);
    expect((await patchRow(who, row, { tags: [] })).body.tags).toEqual([]);
  });
});

describe("PATCH /tags/{id}", () => {
  it("renames a tag everywhere it is used", async () => {
    const who = await tagUser();
    const { body: row } = await postExpense(who, { tags: ["viagem"] });
    const [tag] = await listTags(who.token);
    const res = await rename(who, tag!.id, " Viagem Nordeste 2026 ");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: tag!.id, name: "Viagem Nordeste 2026", count: 1 });
    expect((await readRow(who, row._id)).tags).toEqual(["Viagem Nordeste 2026"]);
    // Only the spelling changes: still one tag.
    expect((await rename(who, tag!.id, "VIAGEM NORDESTE 2026")).body.name).toBe("VIAGEM NORDESTE 2026");
    expect(await listTags(who.token)).toHaveLength(1);
  });

  it("merges into the tag of the same name: a transaction carrying both ends with one", async () => {
    const who = await tagUser();
    const both = (await postExpense(who, { tags: ["Férias", "Viagem"] })).body;
    const onlyFerias = (await postExpense(who, { description: "Hotel", tags: ["Férias"] })).body;
    const onlyViagem = (await postExpense(who, { description: "Táxi", tags: ["Viagem"] })).body;
    const tags = await listTags(who.token);
    const ferias = tags.find((t) => t.name === "Férias")!;
    const viagem = tags.find((t) => t.name === "Viagem")!;

    const res = await rename(who, ferias.id, "viagem");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: viagem.id, name: "viagem", count: 3 });
    expect(await listTags(who.token)).toMatchObject([{ id: viagem.id, name: "viagem", count: 3 }]);
    for (const row of [both, onlyFerias, onlyViagem]) expect((await readRow(who, row._id)).tags).toEqual(["viagem"]);
    // The merged tag is gone.
    expect((await call(getTag, { params: { id: ferias.id }, token: who.token })).status).toBe(404);
  });

  it("refuses an empty or too long name", async () => {
    const who = await tagUser();
    await postExpense(who, { tags: ["Casa"] });
    const [tag] = await listTags(who.token);
    for (const [name, message] of [
      [" ", tagMessages.nameRequired],
      ["z".repeat(TAG_NAME_MAX + 1), tagMessages.nameTooLong],
    ] as const) {
      const res = await rename(who, tag!.id, name);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect((await listTags(who.token))[0]?.name).toBe("Casa");
  });
});

describe("DELETE /tags/{id}", () => {
  it("is a 204 that removes the tag from every transaction", async () => {
    const who = await tagUser();
    const a = (await postExpense(who, { tags: ["Reforma", "Casa"] })).body;
    const b = (await postExpense(who, { description: "Tinta", tags: ["reforma"] })).body;
    const reforma = (await listTags(who.token)).find((t) => t.name === "Reforma")!;
    const res = await call(deleteTag, { method: "DELETE", params: { id: reforma.id }, token: who.token });
    expect(res.status).toBe(204);
    expect((await readRow(who, a._id)).tags).toEqual(["Casa"]);
    expect((await readRow(who, b._id)).tags).toEqual([]);
    expect((await listTags(who.token)).map((t) => t.name)).toEqual(["Casa"]);
  });
});

describe("another person's tags", () => {
  it("are a 404 on every verb, change nothing, and never show in their list", async () => {
    const owner = await tagUser();
    const stranger = await tagUser();
    const row = (await postExpense(owner, { tags: ["Segredo"] })).body;
    const [tag] = await listTags(owner.token);

    const asStranger = { params: { id: tag!.id }, token: stranger.token };
    const read = await call<{ message: string }>(getTag, asStranger);
    expect(read.status).toBe(404);
    expect(read.body.message).toBe("Tag não encontrada.");
    expect((await call(renameTag, { ...asStranger, method: "PATCH", body: { name: "Meu" } })).status).toBe(404);
    expect((await call(deleteTag, { ...asStranger, method: "DELETE" })).status).toBe(404);

    expect(await listTags(stranger.token)).toEqual([]);
    // The same name typed by the stranger is their own tag, not the owner's.
    await postExpense(stranger, { tags: ["segredo"] });
    const theirs = await listTags(stranger.token);
    expect(theirs).toMatchObject([{ id: anyId, name: "segredo", count: 1 }]);
    expect(theirs[0]?.id).not.toBe(tag!.id);
    expect(await listTags(owner.token)).toMatchObject([{ id: tag!.id, name: "Segredo", count: 1 }]);
    expect((await readRow(owner, row._id)).tags).toEqual(["Segredo"]);
  });

  it("an invalid id is a 400", async () => {
    const who = await tagUser();
    const res = await call<{ message: string }>(getTag, { params: { id: "nao-e-um-id" }, token: who.token });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Identificador de tag inválido.");
  });
});
