import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { householdAccessMessages } from "@/server/shared/household-access";
import { listAccounts } from "@/server/payment-methods/list-accounts";
import { listTransactionReferences } from "@/server/transactions/list-transaction-references";
import { api, createSharingWorld, expense, type SharingWorld } from "./households-sharing-fixtures";

let w: SharingWorld;

beforeAll(async () => {
  w = await createSharingWorld();
});

describe("PATCH /payment-method/{id} with sharing", () => {
  it("lets the owner share an account, and answers who owns it and what each may do", async () => {
    const shared = await api.patchMethod(w.ana.token, w.accounts.anaShared, { sharing: "shared" });
    expect(shared.status, JSON.stringify(shared.body)).toBe(200);
    expect(shared.body).toMatchObject({ sharing: "shared", ownerId: w.ana.user.id, access: "owner" });
    expect(shared.body.ownerName).toBeUndefined();
    const readOnly = await api.patchMethod(w.ana.token, w.accounts.anaReadOnly, { sharing: "read_only" });
    expect(readOnly.body.sharing).toBe("read_only");
  });

  it("refuses sharing outside a household with a 400 in Portuguese", async () => {
    const res = await api.patchMethod(w.eva.token, w.accounts.eva, { sharing: "shared" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Você ainda não faz parte de uma casa.");
    expect((await api.patchMethod(w.eva.token, w.accounts.eva, { sharing: "private" })).status).toBe(200);
    expect((await api.patchMethod(w.ana.token, w.accounts.anaShared, { sharing: "todos" })).status).toBe(400);
  });

  it("leaves every change of a shared account to its owner: a member 403, anyone else 404", async () => {
    for (const change of [{ sharing: "private" }, { name: "Minha agora" }, { openingBalance: 1000 }]) {
      const res = await api.patchMethod(w.bruno.token, w.accounts.anaShared, change);
      expect(res.status, JSON.stringify(change)).toBe(403);
      expect(res.body.message).toBe(householdAccessMessages.ownerOnly);
      expect((await api.patchMethod(w.carla.token, w.accounts.anaReadOnly, change)).status).toBe(403);
      expect((await api.patchMethod(w.bruno.token, w.accounts.anaPrivate, change)).status).toBe(404);
      expect((await api.patchMethod(w.davi.token, w.accounts.anaShared, change)).status).toBe(404);
    }
    expect((await api.deleteMethod(w.bruno.token, w.accounts.anaShared)).status).toBe(403);
    expect((await api.deleteMethod(w.davi.token, w.accounts.anaShared)).status).toBe(404);
    expect((await api.method(w.ana.token, w.accounts.anaShared)).body).toMatchObject({ name: "Conta Conjunta", sharing: "shared" });
  });
});

describe("the lists of payment methods", () => {
  it("show members what Ana shares, with her name and their access; never her private one", async () => {
    const bruno = await api.methods(w.bruno.token);
    const byId = new Map(bruno.body.map((method) => [method._id, method]));
    expect(byId.get(w.accounts.anaShared)).toMatchObject({ ownerId: w.ana.user.id, ownerName: "Ana", access: "write" });
    expect(byId.get(w.accounts.anaReadOnly)).toMatchObject({ ownerName: "Ana", access: "read" });
    expect(byId.get(w.accounts.bruno)).toMatchObject({ access: "owner", sharing: "private" });
    expect(byId.has(w.accounts.anaPrivate)).toBe(false);
    const carla = new Map((await api.methods(w.carla.token)).body.map((method) => [method._id, method]));
    expect(carla.get(w.accounts.anaShared)?.access).toBe("read");
    expect((await api.method(w.bruno.token, w.accounts.anaPrivate)).status).toBe(404);
    const davi = (await api.methods(w.davi.token)).body.map((method) => method._id);
    expect(davi).toEqual([w.accounts.davi]);
    expect((await api.method(w.davi.token, w.accounts.anaShared)).status).toBe(404);
  });

  it("offer the transaction dialog only accounts a row may be written to", async () => {
    const offered = async (userId: string) =>
      (await listTransactionReferences(db, userId)).references.paymentMethods.map((method) => method._id);
    const bruno = await offered(w.bruno.user.id);
    expect(bruno).toContain(w.accounts.anaShared);
    expect(bruno).not.toContain(w.accounts.anaReadOnly);
    expect(await offered(w.carla.user.id)).toEqual([w.accounts.carla]);
  });

  it("give a shared account the balance its owner sees, Bruno's expense included", async () => {
    const res = await api.create(w.bruno.token, expense(w, { valor: 250.5, paymentMethodId: w.accounts.anaShared }));
    expect(res.status).toBe(201);
    const ana = (await listAccounts(db, w.ana.user.id)).find((method) => method._id === w.accounts.anaShared);
    const bruno = (await listAccounts(db, w.bruno.user.id)).find((method) => method._id === w.accounts.anaShared);
    expect(ana?.balance).toBe(-250.5);
    expect(bruno?.balance).toBe(-250.5);
    // Bruno's own account is untouched by a row that is Ana's.
    expect((await api.method(w.bruno.token, w.accounts.bruno)).body.balance).toBe(0);
  });

  it("stop showing an account and its rows once Ana makes it private again", async () => {
    const res = await api.create(w.ana.token, expense(w, { description: "Viagem a dois", paymentMethodId: w.accounts.anaShared }));
    expect((await api.get(w.bruno.token, res.body._id)).status).toBe(200);
    expect((await api.patchMethod(w.ana.token, w.accounts.anaShared, { sharing: "private" })).status).toBe(200);
    expect((await api.get(w.bruno.token, res.body._id)).status).toBe(404);
    expect((await api.month(w.bruno.token)).body.map((row) => row._id)).not.toContain(res.body._id);
    expect((await api.methods(w.bruno.token)).body.map((method) => method._id)).not.toContain(w.accounts.anaShared);
    expect((await api.patchMethod(w.ana.token, w.accounts.anaShared, { sharing: "shared" })).status).toBe(200);
  });
});
