import { beforeAll, describe, expect, it } from "vitest";
import { GET as listTagsRoute } from "@/app/api/v1/tags/route";
import { DELETE as deleteTagRoute, GET as getTagRoute, PATCH as patchTagRoute } from "@/app/api/v1/tags/[id]/route";
import { GET as csvReport } from "@/app/api/v1/reports/transactions.csv/route";
import type { ReportPeriod } from "@/lib/schemas/reports";
import type { TagJson } from "@/lib/schemas/tags";
import { db } from "@/lib/server/db";
import { getTagTotals } from "@/server/reports/get-tag-totals";
import { call } from "../helpers/api";
import { api, createSharingWorld, expense, setSharing, type Person, type SharingWorld } from "./households-sharing-fixtures";

type Answer<T> = T & { message?: string };

const tagApi = {
  list: (who: Person) => call<Answer<TagJson[]>>(listTagsRoute, { path: "/api/v1/tags", token: who.token }),
  get: (who: Person, id: string) => call<Answer<TagJson>>(getTagRoute, { params: { id }, token: who.token }),
  patch: (who: Person, id: string, body: unknown) =>
    call<Answer<TagJson>>(patchTagRoute, { method: "PATCH", params: { id }, token: who.token, body }),
  remove: (who: Person, id: string) => call<Answer<object>>(deleteTagRoute, { method: "DELETE", params: { id }, token: who.token }),
};

let w: SharingWorld;

async function row(who: Person, fields: Record<string, unknown>): Promise<string> {
  const res = await api.create(who.token, expense(w, fields));
  expect(res.status, res.body.message).toBe(201);
  return res.body._id;
}

async function tagOf(who: Person, name: string): Promise<TagJson> {
  const tag = (await tagApi.list(who)).body.find((t) => t.name === name);
  if (!tag) throw new Error(`${name} not listed`);
  return tag;
}

beforeAll(async () => {
  w = await createSharingWorld();
  await setSharing(w.accounts.anaShared, "shared");
});

describe("a household tag", () => {
  let viagem: TagJson;
  let brunoRow: string;
  let sharedRow: string;

  beforeAll(async () => {
    await row(w.ana, { description: "Passagem", tags: ["viagem", "Segredo"] });
    viagem = await tagOf(w.ana, "viagem");
    const res = await tagApi.patch(w.ana, viagem.id, { household: true });
    expect(res.status, res.body.message).toBe(200);
    expect(res.body).toMatchObject({ household: true, ownerId: w.ana.user.id, access: "owner", count: 1 });
    brunoRow = await row(w.bruno, { description: "Hotel", paymentMethodId: w.accounts.bruno, tags: ["Viagem"] });
    sharedRow = await row(w.bruno, { description: "Jantar", paymentMethodId: w.accounts.anaShared, tags: ["VIAGEM"] });
  });

  it("is what Bruno's rows named 'Viagem' carry, on his account and on Ana's shared one", async () => {
    expect((await api.get(w.bruno.token, brunoRow)).body.tags).toEqual(["viagem"]);
    expect((await api.get(w.bruno.token, sharedRow)).body.tags).toEqual(["viagem"]);
    const tagged = (await api.month(w.bruno.token, { tag: "viagem" })).body.map((t) => t.description).sort();
    expect(tagged).toEqual(["Hotel", "Jantar"]);
    const bruno = await tagApi.list(w.bruno);
    expect(bruno.body.map((t) => t.name)).toEqual(["viagem"]);
    expect(bruno.body[0]).toMatchObject({ id: viagem.id, household: true, access: "write", count: 2 });
    expect((await tagOf(w.ana, "viagem")).count).toBe(2);
  });

  it("names Bruno's own rows in his reports: tag totals and the CSV filtered by it", async () => {
    const march: ReportPeriod = { from: { year: 2026, month: 3 }, to: { year: 2026, month: 3 } };
    expect(await getTagTotals(db, w.bruno.user.id, march)).toMatchObject([{ id: viagem.id, name: "viagem", count: 1 }]);
    const query = { from: "2026-03", to: "2026-03", tag: "Viagem" };
    const csv = await call<string>(csvReport, { path: "/api/v1/reports/transactions.csv", token: w.bruno.token, query });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain("Hotel");
    expect(csv.body).toContain("viagem");
  });

  it("no tag of the actor's is created on another member's row", async () => {
    const edit = await api.patch(w.bruno.token, sharedRow, expense(w, { description: "Jantar", paymentMethodId: w.accounts.anaShared, tags: ["viagem", "Praia"] }));
    expect(edit.status, edit.body.message).toBe(200);
    expect((await api.get(w.ana.token, sharedRow)).body.tags).toEqual(["Praia", "viagem"]);
    expect((await tagOf(w.ana, "Praia")).ownerId).toBe(w.ana.user.id);
    expect((await tagApi.list(w.bruno)).body.map((t) => t.name)).toEqual(["viagem"]);
  });

  it("Ana's private tag never appears in Bruno's answers, and his edits keep it", async () => {
    const secret = await tagOf(w.ana, "Segredo");
    const onShared = await row(w.ana, { description: "Presente", paymentMethodId: w.accounts.anaShared, tags: ["Segredo"] });
    expect((await api.get(w.bruno.token, onShared)).body.tags).toEqual([]);
    expect((await api.month(w.bruno.token, { tag: "Segredo" })).body).toEqual([]);
    expect(JSON.stringify((await api.month(w.bruno.token)).body)).not.toContain("Segredo");
    expect((await tagApi.get(w.bruno, secret.id)).status).toBe(404);
    expect((await tagApi.patch(w.bruno, secret.id, { name: "Aberto" })).status).toBe(404);
    const edit = await api.patch(w.bruno.token, onShared, expense(w, { description: "Presente", paymentMethodId: w.accounts.anaShared, tags: ["viagem"] }));
    expect(edit.status, edit.body.message).toBe(200);
    expect((await api.get(w.ana.token, onShared)).body.tags).toEqual(["Segredo", "viagem"]);
  });

  it("Carla (Só ver) reads it and gets 403 on rename and delete; Davi and Eva 404", async () => {
    expect((await tagApi.get(w.carla, viagem.id)).body).toMatchObject({ access: "read", household: true });
    const rename = await tagApi.patch(w.carla, viagem.id, { name: "Férias" });
    expect(rename.status).toBe(403);
    expect(rename.body.message).toMatch(/só para ver/);
    expect((await tagApi.remove(w.carla, viagem.id)).status).toBe(403);
    for (const stranger of [w.davi, w.eva]) {
      expect((await tagApi.get(stranger, viagem.id)).status).toBe(404);
      expect((await tagApi.patch(stranger, viagem.id, { name: "X" })).status).toBe(404);
      expect((await tagApi.remove(stranger, viagem.id)).status).toBe(404);
    }
  });

  it("Bruno renames it for everyone; only Ana takes it back, not while others use it", async () => {
    const renamed = await tagApi.patch(w.bruno, viagem.id, { name: "Viagem Nordeste" });
    expect(renamed.status, renamed.body.message).toBe(200);
    expect((await api.get(w.ana.token, sharedRow)).body.tags).toContain("Viagem Nordeste");
    expect((await tagApi.patch(w.bruno, viagem.id, { household: false })).status).toBe(403);
    expect((await tagApi.patch(w.ana, viagem.id, { household: false })).status).toBe(409);
  });

  it("a second household tag of one name is a 409", async () => {
    await row(w.bruno, { description: "Mala", tags: ["Mochilão"] });
    const mochilao = await tagOf(w.bruno, "Mochilão");
    const res = await tagApi.patch(w.bruno, mochilao.id, { name: "viagem nordeste", household: true });
    expect(res.status).toBe(409);
  });

  it("deleted by Bruno, it leaves every member's rows", async () => {
    expect((await tagApi.remove(w.bruno, viagem.id)).status).toBe(204);
    expect((await api.get(w.bruno.token, brunoRow)).body.tags).toEqual([]);
    expect((await api.get(w.ana.token, sharedRow)).body.tags).toEqual(["Praia"]);
  });
});

describe("outside a household", () => {
  it("household: true is a 400 and the tag stays the person's", async () => {
    await row(w.eva, { description: "Cinema", tags: ["Lazer"] });
    const lazer = await tagOf(w.eva, "Lazer");
    expect(lazer).toMatchObject({ household: false, ownerId: w.eva.user.id, access: "owner", count: 1 });
    const res = await tagApi.patch(w.eva, lazer.id, { household: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Você ainda não faz parte de uma casa.");
  });

  it("an empty PATCH says what to send", async () => {
    const lazer = await tagOf(w.eva, "Lazer");
    const res = await tagApi.patch(w.eva, lazer.id, {});
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Envie o novo nome da tag ou se ela é da casa.");
  });
});
