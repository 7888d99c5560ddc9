import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { messages } from "@/lib/errors";
import { billingEnabled } from "@/lib/env";
import { db } from "@/lib/server/db";
import type { LabelJson } from "@/lib/schemas/labels";
import { cents } from "@/lib/format/money";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  findRecurringPayment,
  findTransaction,
  insertRecurringPayment,
  insertTransaction,
  ownerAndStranger,
} from "./record-fixtures";
import type { LabelSuite } from "./label-suite";

/**
 * Categories and payment methods answer the same contract, so they share one suite: every
 * endpoint, every validation rule, ownership, and deletes that keep transactions.
 */
export function describeLabelEndpoints(suite: LabelSuite) {
  const { routes, basePath } = suite;
  let token: string;
  let userId: string;
  let otherToken: string;

  beforeAll(async () => {
    ({ token, userId, otherToken } = await ownerAndStranger());
  });

  const create = (body: unknown, as = token) =>
    call<LabelJson & { message?: string }>(routes.create, {
      method: "POST",
      path: basePath,
      body,
      token: as,
    });
  const list = (as = token) =>
    call<LabelJson[]>(routes.listAll, { path: `${basePath}/list-all`, token: as });
  const itemPath = (id: string) => `${basePath}/${id}`;

  describe(`POST ${basePath}`, () => {
    it("creates with trimmed fields and the default colour", async () => {
      const res = await create({ name: "  Viagens  ", description: "  Passagens e hotéis " });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        _id: expect.any(String) as unknown,
        name: "Viagens",
        description: "Passagens e hotéis",
        color: "#3B82F6",
        ...suite.extraFields,
      });
    });

    it("keeps the colour given (normalised to upper case) and stores a blank description as none", async () => {
      const res = await create({ name: "Assinaturas", description: "   ", color: "#a1b2c3" });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ name: "Assinaturas", description: null, color: "#A1B2C3" });
    });

    it.each([
      ["missing", {}],
      ["empty", { name: "" }],
      ["blank", { name: "   " }],
      ["not a string", { name: 42 }],
    ])("refuses a %s name with the spec's message", async (_case, body) => {
      const res = await create(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: suite.nameRequired });
    });

    it("refuses a name longer than 60 characters and accepts exactly 60", async () => {
      expect((await create({ name: "a".repeat(61) })).body).toMatchObject({
        message: "O nome deve ter no máximo 60 caracteres.",
      });
      expect((await create({ name: "b".repeat(60) })).status).toBe(201);
    });

    it("refuses a description longer than 200 characters", async () => {
      const res = await create({ name: "Longa", description: "x".repeat(201) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: "A descrição deve ter no máximo 200 caracteres." });
    });

    it.each(["blue", "#12345", "#1234567", "#GGGGGG", "3B82F6"])(
      "refuses the colour %s",
      async (color) => {
        const res = await create({ name: `Cor ${color}`, color });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: "Informe uma cor no formato #RRGGBB." });
      },
    );

    it("refuses a duplicate name whatever its case, but another user may use it", async () => {
      expect((await create({ name: "Farmácia" })).status).toBe(201);
      const duplicate = await create({ name: "  FARMÁCIA " });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toMatchObject({ message: suite.duplicateMessage });
      expect((await create({ name: "farmácia" }, otherToken)).status).toBe(201);
    });

    it("refuses a body that is not JSON", async () => {
      const res = await create("{nome:");
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: messages.invalidJson });
    });

    it("requires a session", async () => {
      const res = await call(routes.create, {
        method: "POST",
        path: basePath,
        body: { name: "X" },
      });
      expect(res.status).toBe(401);
    });
  });

  describe(`GET ${basePath}/list-all`, () => {
    it("lists only the user's own, alphabetically", async () => {
      const fresh = await createTestUser();
      for (const name of ["zebra", "Água", "Abacate", "maçã", "Éter"]) {
        expect((await create({ name }, fresh.token)).status).toBe(201);
      }
      const res = await list(fresh.token);
      expect(res.status).toBe(200);
      // Accents do not push a name past "z".
      expect(res.body.map((item) => item.name)).toEqual([
        "Abacate",
        "Água",
        "Éter",
        "maçã",
        "zebra",
      ]);
    });

    it("answers an empty list for a new user", async () => {
      const fresh = await createTestUser();
      expect((await list(fresh.token)).body).toEqual([]);
    });
  });

  describe("list use case with a search term (the screen's ?q=)", () => {
    let ownerId: string;
    const names = (search?: string) =>
      suite.listUseCase(db, ownerId, search).then((items) => items.map((item) => item.name));

    beforeAll(async () => {
      const owner = await createTestUser();
      ownerId = owner.user.id;
      for (const name of ["Açúcar e Café", "Padaria", "Feira 100% orgânica", "Pão_de_queijo"]) {
        expect((await create({ name }, owner.token)).status).toBe(201);
      }
      await create({ name: "Açúcar de outro usuário" }, otherToken);
    });

    it("finds a name whatever the case and accents on either side", async () => {
      expect(await names("acucar")).toEqual(["Açúcar e Café"]);
      expect(await names("AÇÚCAR")).toEqual(["Açúcar e Café"]);
      expect(await names("cafe")).toEqual(["Açúcar e Café"]);
      expect(await names("pão")).toEqual(["Pão_de_queijo"]);
      expect(await names("pao")).toEqual(["Pão_de_queijo"]);
    });

    it("treats % and _ as the characters they are, not as wildcards", async () => {
      expect(await names("100%")).toEqual(["Feira 100% orgânica"]);
      expect(await names("%")).toEqual(["Feira 100% orgânica"]);
      expect(await names("_de_")).toEqual(["Pão_de_queijo"]);
      expect(await names("o_q")).toEqual([]);
    });

    it("keeps everything for no term or a blank one, and nothing for a term no name has", async () => {
      const all = ["Açúcar e Café", "Feira 100% orgânica", "Padaria", "Pão_de_queijo"];
      expect(await names()).toEqual(all);
      expect(await names("")).toEqual(all);
      expect(await names("   ")).toEqual(all);
      expect(await names("xyz")).toEqual([]);
    });
  });

  describe(`GET, PATCH, DELETE ${basePath}/{id}`, () => {
    let id: string;
    beforeAll(async () => {
      id = (await create({ name: "Editável", description: "Antes", color: "#111111" })).body._id;
    });

    it("reads one", async () => {
      const res = await call<LabelJson>(routes.get, { path: itemPath(id), params: { id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        _id: id,
        name: "Editável",
        description: "Antes",
        color: "#111111",
        ...suite.extraFields,
      });
    });

    it("updates every field, and only the fields sent", async () => {
      const patch = (body: unknown) =>
        call<LabelJson>(routes.update, {
          method: "PATCH",
          path: itemPath(id),
          params: { id },
          body,
          token,
        });
      const full = await patch({ name: " Editada ", description: "Depois", color: "#222222" });
      expect(full.status).toBe(200);
      expect(full.body).toEqual({
        _id: id,
        name: "Editada",
        description: "Depois",
        color: "#222222",
        ...suite.extraFields,
      });
      const partial = await patch({ color: "#333333" });
      expect(partial.body).toEqual({
        _id: id,
        name: "Editada",
        description: "Depois",
        color: "#333333",
        ...suite.extraFields,
      });
      const cleared = await patch({ description: "" });
      expect(cleared.body.description).toBeNull();
      const renamedCase = await patch({ name: "EDITADA" });
      expect(renamedCase.status).toBe(200);
      expect(renamedCase.body.name).toBe("EDITADA");
    });

    it("validates a PATCH like a POST", async () => {
      const patch = (body: unknown) =>
        call(routes.update, { method: "PATCH", path: itemPath(id), params: { id }, body, token });
      expect((await patch({ name: "  " })).body).toMatchObject({ message: suite.nameRequired });
      expect((await patch({ name: "n".repeat(61) })).status).toBe(400);
      expect((await patch({ color: "red" })).body).toMatchObject({
        message: "Informe uma cor no formato #RRGGBB.",
      });
      expect((await patch({ description: "d".repeat(201) })).status).toBe(400);
    });

    it("refuses renaming onto another of the user's names (any case)", async () => {
      await create({ name: "Ocupado" });
      const res = await call(routes.update, {
        method: "PATCH",
        path: itemPath(id),
        params: { id },
        body: { name: "ocupado" },
        token,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: suite.duplicateMessage });
    });

    it("answers 404 for another user's id on every verb, and leaves it untouched", async () => {
      const asOther = { path: itemPath(id), params: { id }, token: otherToken };
      const notFound = { message: suite.notFoundMessage };
      expect(await call(routes.get, asOther)).toMatchObject({ status: 404, body: notFound });
      expect(
        await call(routes.update, { ...asOther, method: "PATCH", body: { name: "Invadido" } }),
      ).toMatchObject({ status: 404, body: notFound });
      expect(await call(routes.remove, { ...asOther, method: "DELETE" })).toMatchObject({
        status: 404,
        body: notFound,
      });
      const mine = await call<LabelJson>(routes.get, { path: itemPath(id), params: { id }, token });
      expect(mine.status).toBe(200);
      expect(mine.body.name).not.toBe("Invadido");
    });

    it("answers 404 for an id that does not exist and 400 for a malformed one", async () => {
      const missing = randomUUID();
      const res = await call(routes.get, {
        path: itemPath(missing),
        params: { id: missing },
        token,
      });
      expect(res.status).toBe(404);
      const malformed = { path: itemPath("nao-e-um-id"), params: { id: "nao-e-um-id" }, token };
      const answers = [
        await call<{ message: string }>(routes.get, malformed),
        await call<{ message: string }>(routes.update, {
          ...malformed,
          method: "PATCH",
          body: { name: "X" },
        }),
        await call<{ message: string }>(routes.remove, { ...malformed, method: "DELETE" }),
      ];
      for (const bad of answers) {
        expect(bad.status).toBe(400);
        expect(bad.body.message).toMatch(/^Identificador de .+ inválido\.$/);
      }
    });

    it("deletes without deleting the transactions and recurring payments that used it", async () => {
      const doomed = (await create({ name: "Temporária" })).body._id;
      const transaction = await insertTransaction({ userId, [suite.transactionColumn]: doomed });
      const recurring = await insertRecurringPayment({ userId, [suite.transactionColumn]: doomed });
      const res = await call(routes.remove, {
        method: "DELETE",
        path: itemPath(doomed),
        params: { id: doomed },
        token,
      });
      expect(res.status).toBe(204);
      const kept = await findTransaction(transaction.id);
      expect(kept).toBeDefined();
      expect(kept?.[suite.transactionColumn]).toBeNull();
      expect(kept?.valor).toBe(cents(1000));
      const keptRecurring = await findRecurringPayment(recurring.id);
      expect(keptRecurring).toBeDefined();
      expect(keptRecurring?.[suite.transactionColumn]).toBeNull();
      const again = await call(routes.remove, {
        method: "DELETE",
        path: itemPath(doomed),
        params: { id: doomed },
        token,
      });
      expect(again.status).toBe(404);
      expect((await list()).body.some((item) => item._id === doomed)).toBe(false);
    });
  });

  describe(`POST ${basePath}/starter-set`, () => {
    it("adds the suggested set once, skipping names that exist in any case", async () => {
      const fresh = await createTestUser();
      const [first, rest] = [suite.starterNames[0] ?? "", suite.starterNames.slice(1)];
      const existing = await create({ name: first.toUpperCase(), color: "#000000" }, fresh.token);
      const starter = () =>
        call<LabelJson[]>(routes.starterSet, {
          method: "POST",
          path: `${basePath}/starter-set`,
          body: suite.starterBody,
          token: fresh.token,
        });
      const once = await starter();
      expect(once.status).toBe(200);
      expect(once.body).toHaveLength(suite.starterNames.length);
      expect(once.body.find((item) => item._id === existing.body._id)).toMatchObject({
        name: first.toUpperCase(),
        color: "#000000",
      });
      expect(once.body.map((item) => item.name)).toEqual(expect.arrayContaining(rest));
      const twice = await starter();
      expect(twice.status).toBe(200);
      expect(twice.body).toEqual(once.body);
      expect((await list(fresh.token)).body).toEqual(once.body);
    });
  });

  describe("subscription guard", () => {
    it.skipIf(!billingEnabled)(
      "answers the spec's 400 to a user who never subscribed",
      async () => {
        const inactive = await createTestUser({ subscriptionStatus: "inactive" });
        for (const res of [
          await list(inactive.token),
          await create({ name: "Bloqueada" }, inactive.token),
        ]) {
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ message: messages.noSubscription });
        }
      },
    );

    it("lets a VIP user in whatever the subscription", async () => {
      const vip = await createTestUser({ subscriptionStatus: "inactive", vipAccess: true });
      expect((await list(vip.token)).status).toBe(200);
    });
  });
}
