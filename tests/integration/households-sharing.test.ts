import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { transactions } from "@/db/schema";
import { householdAccessMessages } from "@/server/shared/household-access";
import { listTransactionPage } from "@/server/transactions/list-transaction-page";
import { transactionMessages } from "@/lib/schemas/transactions";
import { api, createSharingWorld, expense, setSharing, type SharingWorld } from "./households-sharing-fixtures";

let w: SharingWorld;
/** Rows Ana typed: one per account of hers. */
const rows = { private: "", shared: "", readOnly: "" };

beforeAll(async () => {
  w = await createSharingWorld();
  await setSharing(w.accounts.anaShared, "shared");
  await setSharing(w.accounts.anaReadOnly, "read_only");
  const typed = async (description: string, paymentMethodId: string, extra: Record<string, unknown> = {}) => {
    const res = await api.create(w.ana.token, expense(w, { description, paymentMethodId, ...extra }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body._id;
  };
  rows.private = await typed("Presente secreto", w.accounts.anaPrivate, { categoryId: w.categories.anaPrivate });
  rows.shared = await typed("Feira da semana", w.accounts.anaShared, { categoryId: w.categories.anaPrivate });
  rows.readOnly = await typed("Conta de luz", w.accounts.anaReadOnly);
});

describe("what each person sees of Ana's rows", () => {
  it("lists the shared and read-only accounts' rows to members, never the private one", async () => {
    for (const member of [w.bruno, w.carla]) {
      const res = await api.month(member.token);
      expect(res.status).toBe(200);
      const ids = res.body.map((row) => row._id);
      expect(ids).toEqual(expect.arrayContaining([rows.shared, rows.readOnly]));
      expect(ids).not.toContain(rows.private);
    }
    const ana = await api.month(w.ana.token);
    expect(ana.body.map((row) => row._id)).toEqual(expect.arrayContaining([rows.private, rows.shared, rows.readOnly]));
  });

  it("shows another household and a person outside any nothing of Ana's", async () => {
    for (const stranger of [w.davi, w.eva]) {
      expect((await api.month(stranger.token)).body).toEqual([]);
      expect((await api.search(stranger.token, "Feira")).body).toEqual([]);
      for (const id of Object.values(rows)) expect((await api.get(stranger.token, id)).status).toBe(404);
    }
  });

  it("answers a row by id with who owns it and what the viewer may do", async () => {
    const asBruno = await api.get(w.bruno.token, rows.shared);
    expect(asBruno.status).toBe(200);
    expect(asBruno.body).toMatchObject({
      ownerId: w.ana.user.id,
      paidBy: w.ana.user.id,
      household: false,
      split: null,
      createdBy: { id: w.ana.user.id, name: "Ana" },
      updatedBy: null,
      access: "write",
      paymentMethodId: { _id: w.accounts.anaShared, name: "Conta Conjunta" },
    });
    expect((await api.get(w.carla.token, rows.shared)).body.access).toBe("read");
    expect((await api.get(w.bruno.token, rows.readOnly)).body.access).toBe("read");
    expect((await api.get(w.ana.token, rows.shared)).body.access).toBe("owner");
    expect((await api.get(w.bruno.token, rows.private)).status).toBe(404);
  });

  it("never shows Ana's private category on her shared row to a member: no category for them", async () => {
    const asBruno = await api.get(w.bruno.token, rows.shared);
    expect(asBruno.body.categoryId).toBeNull();
    expect(JSON.stringify(asBruno.body)).not.toContain("Presentes da Ana");
    expect((await api.get(w.ana.token, rows.shared)).body.categoryId?.name).toBe("Presentes da Ana");
  });

  it("a category filter with Ana's private category matches nothing for Bruno", async () => {
    const filters = { ...{ year: 2026, month: 3 }, type: null, q: "", categoryId: w.categories.anaPrivate };
    const asBruno = await listTransactionPage(db, w.bruno.user.id, filters, 1);
    expect(asBruno.total).toBe(0);
    const asAna = await listTransactionPage(db, w.ana.user.id, filters, 1);
    expect(asAna.transactions.map((row) => row._id).sort()).toEqual([rows.private, rows.shared].sort());
  });

  it("a payee filter with Ana's payee shows Bruno none of her rows", async () => {
    await db.update(transactions).set({ payeeId: w.payees.ana }).where(eq(transactions.id, rows.shared));
    expect((await api.month(w.bruno.token, { payee: w.payees.ana })).body).toEqual([]);
    expect((await api.month(w.ana.token, { payee: w.payees.ana })).body.map((row) => row._id)).toEqual([rows.shared]);
  });

  it("finds shared rows by search, never the private one", async () => {
    expect((await api.search(w.bruno.token, "Feira")).body.map((row) => row._id)).toEqual([rows.shared]);
    expect((await api.search(w.bruno.token, "Presente")).body).toEqual([]);
    expect((await api.search(w.ana.token, "Presente")).body.map((row) => row._id)).toEqual([rows.private]);
  });

  it("keeps the CSV report per owner: Bruno's holds none of Ana's rows", async () => {
    const csv = await api.csv(w.bruno.token);
    expect(csv.status).toBe(200);
    for (const description of ["Presente secreto", "Feira da semana", "Conta de luz"]) expect(csv.body).not.toContain(description);
    expect((await api.csv(w.ana.token)).body).toContain("Presente secreto");
  });
});

describe("writing rows to Ana's accounts", () => {
  it("Bruno's expense in the shared account is Ana's row, typed by him, and moves Ana's balance", async () => {
    const before = (await api.method(w.ana.token, w.accounts.anaShared)).body.balance;
    const res = await api.create(w.bruno.token, expense(w, { description: "Gás", valor: 80, paymentMethodId: w.accounts.anaShared }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ ownerId: w.ana.user.id, createdBy: { id: w.bruno.user.id, name: "Bruno" }, access: "write" });
    const [row] = await db.select().from(transactions).where(eq(transactions.id, res.body._id));
    expect(row).toMatchObject({ userId: w.ana.user.id, createdBy: w.bruno.user.id });
    const after = (await api.method(w.ana.token, w.accounts.anaShared)).body.balance;
    expect(after).toBe((before ?? 0) - 80);
    // Bruno sees the account with the balance Ana sees.
    expect((await api.method(w.bruno.token, w.accounts.anaShared)).body.balance).toBe(after);
    expect((await api.month(w.ana.token)).body.map((t) => t._id)).toContain(res.body._id);
  });

  it("refuses a read-only account (403), a private one (404), a 'Só ver' member (403) and strangers (404)", async () => {
    const to = (paymentMethodId: string) => expense(w, { paymentMethodId });
    const readOnly = await api.create(w.bruno.token, to(w.accounts.anaReadOnly));
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe(householdAccessMessages.readOnlyRecord);
    expect((await api.create(w.bruno.token, to(w.accounts.anaPrivate))).status).toBe(404);
    const carla = await api.create(w.carla.token, to(w.accounts.anaShared));
    expect(carla.status).toBe(403);
    expect(carla.body.message).toBe(householdAccessMessages.readOnlyMember);
    expect((await api.create(w.davi.token, to(w.accounts.anaShared))).status).toBe(404);
    expect((await api.create(w.eva.token, to(w.accounts.anaShared))).status).toBe(404);
  });

  it("on Ana's row takes only a household category and none of Bruno's payees (404)", async () => {
    const onShared = (fields: Record<string, unknown>) => expense(w, { paymentMethodId: w.accounts.anaShared, ...fields });
    expect((await api.create(w.bruno.token, onShared({ categoryId: w.categories.bruno }))).status).toBe(404);
    expect((await api.create(w.bruno.token, onShared({ categoryId: w.categories.anaPrivate }))).status).toBe(404);
    expect((await api.create(w.bruno.token, onShared({ payeeId: w.payees.bruno }))).status).toBe(404);
    const household = await api.create(w.bruno.token, onShared({ categoryId: w.categories.household }));
    expect(household.status).toBe(201);
    expect(household.body.categoryId?.name).toBe("Supermercado");
    // Bruno's own private row still takes his own category.
    expect((await api.create(w.bruno.token, expense(w, { categoryId: w.categories.bruno }))).status).toBe(201);
  });

  it("lets Bruno change and delete rows of the shared account, naming him as the last editor", async () => {
    const created = await api.create(w.ana.token, expense(w, { description: "Farmácia", paymentMethodId: w.accounts.anaShared }));
    const patched = await api.patch(w.bruno.token, created.body._id, expense(w, { description: "Farmácia e mercado", paymentMethodId: w.accounts.anaShared }));
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      description: "Farmácia e mercado",
      ownerId: w.ana.user.id,
      createdBy: { id: w.ana.user.id, name: "Ana" },
      updatedBy: { id: w.bruno.user.id, name: "Bruno" },
    });
    expect((await api.remove(w.bruno.token, created.body._id)).status).toBe(200);
    expect((await api.get(w.ana.token, created.body._id)).status).toBe(404);
  });

  it("refuses every write of a 'Só ver' member (403), to a read-only account (403) and to a private row (404)", async () => {
    const body = expense(w, { description: "Mudado", paymentMethodId: w.accounts.anaShared });
    for (const attempt of [api.patch(w.carla.token, rows.shared, body), api.remove(w.carla.token, rows.shared)]) {
      const res = await attempt;
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(householdAccessMessages.readOnlyMember);
    }
    const onReadOnly = expense(w, { paymentMethodId: w.accounts.anaReadOnly });
    expect((await api.patch(w.bruno.token, rows.readOnly, onReadOnly)).status).toBe(403);
    expect((await api.remove(w.bruno.token, rows.readOnly)).status).toBe(403);
    expect((await api.patch(w.bruno.token, rows.private, body)).status).toBe(404);
    expect((await api.remove(w.bruno.token, rows.private)).status).toBe(404);
    expect((await api.patch(w.davi.token, rows.shared, body)).status).toBe(404);
    expect((await api.get(w.ana.token, rows.shared)).body.description).toBe("Feira da semana");
  });

  it("keeps Ana's private category when Bruno edits her row without seeing it", async () => {
    const created = await api.create(w.ana.token, expense(w, { description: "Livro", paymentMethodId: w.accounts.anaShared, categoryId: w.categories.anaPrivate }));
    const seen = await api.get(w.bruno.token, created.body._id);
    expect(seen.body.categoryId).toBeNull();
    const edited = await api.patch(w.bruno.token, created.body._id, expense(w, { description: "Livros", paymentMethodId: w.accounts.anaShared, categoryId: null }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.categoryId).toBeNull();
    const asAna = await api.get(w.ana.token, created.body._id);
    expect(asAna.body).toMatchObject({ description: "Livros", categoryId: { _id: w.categories.anaPrivate }, categorySource: "person" });
  });

  it("moving a row to another account checks that account and gives the row to its owner", async () => {
    const mine = await api.create(w.bruno.token, expense(w, { description: "Táxi", paymentMethodId: w.accounts.bruno, tags: ["Viagem"] }));
    expect(mine.body.ownerId).toBe(w.bruno.user.id);
    expect((await api.patch(w.bruno.token, mine.body._id, expense(w, { paymentMethodId: w.accounts.anaPrivate }))).status).toBe(404);
    expect((await api.patch(w.bruno.token, mine.body._id, expense(w, { paymentMethodId: w.accounts.anaReadOnly }))).status).toBe(403);
    const moved = await api.patch(w.bruno.token, mine.body._id, expense(w, { description: "Táxi", paymentMethodId: w.accounts.anaShared }));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    // The tag goes by name into Ana's own set: Bruno does not see another member's private tag.
    expect(moved.body).toMatchObject({ ownerId: w.ana.user.id, tags: [], createdBy: { id: w.bruno.user.id } });
    expect((await api.get(w.ana.token, mine.body._id)).body.tags).toEqual(["Viagem"]);
    const back = await api.patch(w.bruno.token, mine.body._id, expense(w, { description: "Táxi", paymentMethodId: w.accounts.bruno }));
    expect(back.body).toMatchObject({ ownerId: w.bruno.user.id, tags: ["Viagem"] });
    expect((await api.get(w.ana.token, mine.body._id)).status).toBe(404);
  });

  it("shows an author whose account is gone as null (ex-membro)", async () => {
    const res = await api.create(w.bruno.token, expense(w, { description: "Pão", paymentMethodId: w.accounts.anaShared }));
    await db.execute(sql`update transactions set created_by = null where id = ${res.body._id}`);
    expect((await api.get(w.ana.token, res.body._id)).body.createdBy).toBeNull();
  });
});

describe("who paid and the split", () => {
  const onShared = (fields: Record<string, unknown>) => expense(w, { paymentMethodId: w.accounts.anaShared, ...fields });

  it("records who paid and a split in percent on a household row", async () => {
    const split = { [w.ana.user.id]: 60, [w.bruno.user.id]: 40 };
    const res = await api.create(w.bruno.token, onShared({ paidBy: w.bruno.user.id, split }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ paidBy: w.bruno.user.id, split });
    const [row] = await db.select().from(transactions).where(eq(transactions.id, res.body._id));
    expect(row?.split).toEqual({ [w.ana.user.id]: 6000, [w.bruno.user.id]: 4000 });
    const thirds = { [w.ana.user.id]: 33.33, [w.bruno.user.id]: 33.33, [w.carla.user.id]: 33.34 };
    expect((await api.create(w.ana.token, onShared({ split: thirds }))).body.split).toEqual(thirds);
  });

  it("refuses a payer or a split outside the household, a bad split, and both on a private row (400)", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [onShared({ paidBy: w.davi.user.id }), transactionMessages.paidByNotMember],
      [onShared({ split: { [w.ana.user.id]: 50, [w.davi.user.id]: 50 } }), transactionMessages.splitNotMember],
      [onShared({ split: { [w.ana.user.id]: 50, [w.bruno.user.id]: 40 } }), transactionMessages.splitSum],
      [onShared({ split: { [w.ana.user.id]: 50.005, [w.bruno.user.id]: 49.995 } }), transactionMessages.splitInvalid],
      [expense(w, { paymentMethodId: w.accounts.bruno, paidBy: w.ana.user.id }), transactionMessages.notHouseholdRow],
    ];
    for (const [body, message] of cases) {
      const res = await api.create(w.bruno.token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("marks a row without a shared account 'da casa' only for someone in a household", async () => {
    const eva = await api.create(w.eva.token, expense(w, { household: true }));
    expect(eva.status).toBe(400);
    expect(eva.body.message).toBe("Você ainda não faz parte de uma casa.");
    const carla = await api.create(w.carla.token, expense(w, { household: true }));
    expect(carla.status).toBe(403);
    const bruno = await api.create(w.bruno.token, expense(w, { description: "Pizza da casa", household: true, paidBy: w.bruno.user.id }));
    expect(bruno.status).toBe(201);
    expect(bruno.body).toMatchObject({ household: true, ownerId: w.bruno.user.id, paidBy: w.bruno.user.id });
    // Ana sees it and may change it; Carla only sees it.
    expect((await api.get(w.ana.token, bruno.body._id)).body.access).toBe("write");
    expect((await api.get(w.carla.token, bruno.body._id)).body.access).toBe("read");
  });
});

describe("two members editing the same shared row", () => {
  it("serialises the edits: the row ends as one whole edit, with its editor", async () => {
    const created = await api.create(w.ana.token, expense(w, { description: "Aluguel", valor: 2000, paymentMethodId: w.accounts.anaShared }));
    const edits = Array.from({ length: 6 }, (_, i) => {
      const [person, name] = i % 2 === 0 ? [w.ana, "Ana"] : [w.bruno, "Bruno"];
      return { person, name, description: `Aluguel ${name} ${i}`, valor: 2000 + i };
    });
    const answers = await Promise.all(
      edits.map((edit) =>
        api.patch(edit.person.token, created.body._id, expense(w, { description: edit.description, valor: edit.valor, paymentMethodId: w.accounts.anaShared })),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(edits.map(() => 200));
    const final = (await api.get(w.ana.token, created.body._id)).body;
    const winner = edits.find((edit) => edit.description === final.description);
    expect(winner).toBeDefined();
    expect(final.valor).toBe(winner?.valor);
    expect(final.updatedBy?.name).toBe(winner?.name);
    expect(final.ownerId).toBe(w.ana.user.id);
  });
});
