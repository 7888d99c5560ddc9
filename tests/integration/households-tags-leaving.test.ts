import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTagsRoute } from "@/app/api/v1/tags/route";
import { GET as getTagRoute, PATCH as patchTagRoute } from "@/app/api/v1/tags/[id]/route";
import { GET as listRulesRoute, POST as createRuleRoute } from "@/app/api/v1/category-rule/route";
import type { CategoryRuleJson } from "@/lib/schemas/category-rules";
import type { TagJson } from "@/lib/schemas/tags";
import { call } from "../helpers/api";
import { household } from "./households-fixtures";
import { api, createSharingWorld, expense, type Person, type SharingWorld } from "./households-sharing-fixtures";

type Answer<T> = T & { message?: string };

const tagApi = {
  list: (who: Person) => call<Answer<TagJson[]>>(listTagsRoute, { path: "/api/v1/tags", token: who.token }),
  get: (who: Person, id: string) => call<Answer<TagJson>>(getTagRoute, { params: { id }, token: who.token }),
  share: (who: Person, id: string) =>
    call<Answer<TagJson>>(patchTagRoute, { method: "PATCH", params: { id }, token: who.token, body: { household: true } }),
};

let w: SharingWorld;

async function row(who: Person, paymentMethodId: string, description: string, tags: string[]): Promise<string> {
  const res = await api.create(who.token, expense(w, { description, paymentMethodId, tags }));
  expect(res.status, res.body.message).toBe(201);
  return res.body._id;
}

async function tagOf(who: Person, name: string): Promise<TagJson> {
  const tag = (await tagApi.list(who)).body.find((t) => t.name === name);
  if (!tag) throw new Error(`${name} not listed`);
  return tag;
}

async function shared(who: Person, name: string): Promise<TagJson> {
  const res = await tagApi.share(who, (await tagOf(who, name)).id);
  expect(res.status, res.body.message).toBe(200);
  return res.body;
}

const tagsOf = async (who: Person, id: string) => (await api.get(who.token, id)).body.tags.slice().sort();
const listed = async (who: Person) =>
  (await tagApi.list(who)).body.map(({ name, household, ownerId, count }) => ({ name, household, ownerId, count }));

describe("household tags when the household changes", () => {
  let viagem: TagJson;
  let mercado: TagJson;
  let cinema: TagJson;
  const rows = { ana: "", carlaBefore: "", bruno: "", brunoMercado: "", anaMercado: "", carla: "" };

  beforeAll(async () => {
    w = await createSharingWorld();
    rows.ana = await row(w.ana, w.accounts.anaPrivate, "Passagem", ["Viagem", "Cinema"]);
    rows.carlaBefore = await row(w.carla, w.accounts.carla, "Mala", ["VIAGEM"]);
    viagem = await shared(w.ana, "Viagem");
    rows.bruno = await row(w.bruno, w.accounts.bruno, "Hotel", ["viagem", "Praia"]);
    rows.brunoMercado = await row(w.bruno, w.accounts.bruno, "Feira", ["Mercado", "cinema"]);
    mercado = await shared(w.bruno, "Mercado");
    cinema = await shared(w.bruno, "cinema");
    rows.anaMercado = await row(w.ana, w.accounts.anaPrivate, "Sacolão", ["mercado"]);
    rows.carla = await row(w.carla, w.accounts.carla, "Protetor", ["Viagem"]);
    const rule = await call<Answer<CategoryRuleJson>>(createRuleRoute, {
      method: "POST",
      path: "/api/v1/category-rule",
      token: w.bruno.token,
      body: { contains: "hotel", categoryId: w.categories.bruno, tags: ["Viagem"] },
    });
    expect(rule.status, rule.body.message).toBe(201);
    expect((await api.get(w.bruno.token, rows.bruno)).body.tags.sort()).toEqual(["Praia", "Viagem"]);
  });

  it("Bruno leaves: his rows and rule keep their tag names, in tags of his own", async () => {
    expect((await household.leave(w.bruno.token)).status).toBe(204);

    expect(await tagsOf(w.bruno, rows.bruno)).toEqual(["Praia", "Viagem"]);
    expect(await tagsOf(w.bruno, rows.brunoMercado)).toEqual(["Mercado", "cinema"]);
    const tagged = await api.month(w.bruno.token, { tag: "viagem" });
    expect(tagged.body.map((t) => t.description)).toEqual(["Hotel"]);
    const rules = await call<CategoryRuleJson[]>(listRulesRoute, { path: "/api/v1/category-rule", token: w.bruno.token });
    expect(rules.body.map((r) => r.tags)).toEqual([["Viagem"]]);
    expect(await listed(w.bruno)).toEqual([
      { name: "cinema", household: false, ownerId: w.bruno.user.id, count: 1 },
      { name: "Mercado", household: false, ownerId: w.bruno.user.id, count: 1 },
      { name: "Praia", household: false, ownerId: w.bruno.user.id, count: 1 },
      { name: "Viagem", household: false, ownerId: w.bruno.user.id, count: 1 },
    ]);
  });

  it("nothing of the household's stays with Bruno", async () => {
    const own = (await tagApi.list(w.bruno)).body.map((t) => t.id);
    for (const tag of [viagem, mercado, cinema]) {
      expect(own).not.toContain(tag.id);
      expect((await tagApi.get(w.bruno, tag.id)).status).toBe(404);
    }
  });

  it("the household keeps its tags: Bruno's pass to Ana, one beside her own 'Cinema' as '(casa)'", async () => {
    expect(await listed(w.ana)).toEqual([
      { name: "Cinema", household: false, ownerId: w.ana.user.id, count: 1 },
      { name: "cinema (casa)", household: true, ownerId: w.ana.user.id, count: 0 },
      { name: "Mercado", household: true, ownerId: w.ana.user.id, count: 1 },
      { name: "Viagem", household: true, ownerId: w.ana.user.id, count: 1 },
    ]);
    expect((await tagApi.get(w.carla, mercado.id)).body).toMatchObject({ household: true, access: "read" });
    expect(await tagsOf(w.ana, rows.anaMercado)).toEqual(["Mercado"]);
    expect(await tagsOf(w.carla, rows.carla)).toEqual(["Viagem"]);
  });

  it("Carla, removed, keeps 'Viagem' on both rows in her own earlier 'VIAGEM'", async () => {
    expect((await household.remove(w.ana.token, w.carla.user.id)).status).toBe(204);
    expect(await tagsOf(w.carla, rows.carla)).toEqual(["VIAGEM"]);
    expect(await tagsOf(w.carla, rows.carlaBefore)).toEqual(["VIAGEM"]);
    expect(await listed(w.carla)).toEqual([{ name: "VIAGEM", household: false, ownerId: w.carla.user.id, count: 2 }]);
    expect((await tagApi.get(w.carla, viagem.id)).status).toBe(404);
  });

  it("Ana, alone, ends the household: its tags become hers, on her rows as before", async () => {
    expect((await household.leave(w.ana.token)).status).toBe(204);
    expect(await tagsOf(w.ana, rows.ana)).toEqual(["Cinema", "Viagem"]);
    expect(await listed(w.ana)).toEqual([
      { name: "Cinema", household: false, ownerId: w.ana.user.id, count: 1 },
      { name: "cinema (casa)", household: false, ownerId: w.ana.user.id, count: 0 },
      { name: "Mercado", household: false, ownerId: w.ana.user.id, count: 1 },
      { name: "Viagem", household: false, ownerId: w.ana.user.id, count: 1 },
    ]);
  });
});
