import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { GET as listAll } from "@/app/api/v1/transaction/list-all/route";
import { POST as create } from "@/app/api/v1/transaction/route";
import { POST as createInstallment } from "@/app/api/v1/transaction/installment/route";
import { db } from "@/lib/server/db";
import { listTransactionPage } from "@/server/transactions/list-transaction-page";
import { listTransactions } from "@/server/transactions/list-transactions";
import { NO_CATEGORY, TRANSACTIONS_PAGE_SIZE } from "@/lib/schemas/transactions";
import type { TransactionFilters, TransactionJson } from "@/lib/schemas/transactions";
import {
  LIST_ALL_DEFAULT_PAGE_SIZE,
  LIST_ALL_MAX_PAGE_SIZE,
  listAllMessages,
} from "@/lib/schemas/transaction-list-page";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import {
  createReferences,
  ownRowFields,
  transactionTypeIds,
  type TransactionRefs,
} from "./transactions-fixtures";

let token: string;
let userId: string;
let types: { receita: string; despesa: string };
let refs: TransactionRefs;

beforeAll(async () => {
  const owner = await createTestUser();
  token = owner.token;
  userId = owner.user.id;
  types = await transactionTypeIds();
  refs = await createReferences(userId);
});

const june = (overrides: Partial<TransactionFilters> = {}): TransactionFilters => ({
  year: 2024,
  month: 6,
  type: null,
  categoryId: null,
  q: "",
  ...overrides,
});

describe("GET /transaction/list-all answers the same shape as before", () => {
  it("sends a JSON array of fully populated transactions, parcels included", async () => {
    const post = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: {
        description: "Poupança",
        valor: "1234.5",
        categoryId: refs.category.id,
        paymentMethodId: refs.paymentMethod.id,
        // A despesa linked to an objective is a deposit (a receita would withdraw from an empty one).
        transactionTypeId: types.despesa,
        transactionDate: "2023-03-10",
        isObjective: true,
        objectiveId: refs.objective.id,
      },
    });
    expect(post.status).toBe(201);
    const installments = await call<TransactionJson[]>(createInstallment, {
      method: "POST",
      token,
      body: {
        description: "Sofá",
        valor: 100.01,
        categoryId: null,
        paymentMethodId: null,
        transactionTypeId: types.despesa,
        transactionDate: "2023-02-28",
        installments: 2,
      },
    });
    expect(installments.status).toBe(201);

    const res = await call<TransactionJson[]>(listAll, { query: { month: 3, year: 2023 }, token });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    const group = installments.body[0]?.installmentGroupId;
    expect(res.body).toEqual([
      {
        _id: installments.body[1]?._id,
        description: "Sofá (2/2)",
        valor: 50,
        transactionDate: "2023-03-28",
        categoryId: null,
        paymentMethodId: null,
        transactionTypeId: { _id: types.despesa, transactionType: "despesa" },
        isObjective: false,
        objectiveId: null,
        installmentGroupId: group,
        installmentIndex: 2,
        installmentCount: 2,
        tags: [],
        payeeId: null,
        categorySource: null,
        categoryBasis: null,
        ...ownRowFields,
      },
      {
        _id: post.body._id,
        description: "Poupança",
        valor: 1234.5,
        transactionDate: "2023-03-10",
        categoryId: { _id: refs.category.id, name: "Mercado", color: "#10B981" },
        paymentMethodId: { _id: refs.paymentMethod.id, name: "Pix", color: "#6366F1" },
        transactionTypeId: { _id: types.despesa, transactionType: "despesa" },
        isObjective: true,
        objectiveId: { _id: refs.objective.id, name: "Viagem" },
        installmentGroupId: null,
        installmentIndex: null,
        installmentCount: null,
        tags: [],
        payeeId: null,
        categorySource: "person",
        categoryBasis: null,
        ...ownRowFields,
      },
    ]);
    // The spec's keys, in the order the API has always sent them, then the tags, the payee, where
    // the category came from and what that source points at.
    expect(Object.keys(res.body[1] ?? {})).toEqual([
      "_id",
      "description",
      "valor",
      "transactionDate",
      "categoryId",
      "paymentMethodId",
      "transactionTypeId",
      "isObjective",
      "objectiveId",
      "installmentGroupId",
      "installmentIndex",
      "installmentCount",
      "tags",
      "payeeId",
      "categorySource",
      "categoryBasis",
      ...Object.keys(ownRowFields),
    ]);
    expect(installments.body[0]?.valor).toBe(50.01);
  });

  it("answers [] for an empty month", async () => {
    const res = await call<TransactionJson[]>(listAll, { query: { month: 1, year: 2001 }, token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe("the Transações page: filtered totals and pagination", () => {
  beforeAll(async () => {
    // 120 expenses of 1..120 centavos in June 2024, in one statement: they share created_at.
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
      select ${userId}, 'Compra ' || g, g / 100.0, date '2024-06-01' + (g % 3), ${types.despesa},
        case when g % 2 = 0 then ${refs.category.id}::uuid end
      from generate_series(1, 120) g`);
    await db.execute(sql`
      insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
      values (${userId}, 'Açúcar cristal', 2.50, '2024-06-10', ${types.despesa}, ${refs.category.id}),
             (${userId}, 'Venda de AÇÚCAR', 40.00, '2024-06-11', ${types.receita}, null),
             (${userId}, 'Salário', 1000.00, '2024-06-05', ${types.receita}, null),
             (${userId}, 'Açúcar de julho', 9.00, '2024-07-01', ${types.despesa}, null)`);
  });

  it("gives 50 rows a page, newest first, every row exactly once across the pages", async () => {
    const pages = await Promise.all(
      [1, 2, 3].map((page) => listTransactionPage(db, userId, june(), page)),
    );
    expect(pages.map((p) => p.transactions.length)).toEqual([50, 50, 23]);
    expect(pages.map((p) => p.pageCount)).toEqual([3, 3, 3]);
    const all = pages.flatMap((p) => p.transactions);
    expect(new Set(all.map((t) => t._id)).size).toBe(123);
    const days = all.map((t) => t.transactionDate);
    expect(days).toEqual([...days].sort().reverse());
    // Same day and same created_at: the id decides, the same way every time.
    const again = await listTransactionPage(db, userId, june(), 2);
    expect(again.transactions.map((t) => t._id)).toEqual(pages[1]?.transactions.map((t) => t._id));
    expect(TRANSACTIONS_PAGE_SIZE).toBe(50);
  });

  it("sums every matching row in SQL, whatever the page", async () => {
    const first = await listTransactionPage(db, userId, june(), 1);
    const last = await listTransactionPage(db, userId, june(), 3);
    // 1 + 2 + … + 120 centavos = R$ 72,60, plus R$ 2,50; income R$ 1.040,00.
    const summary = { incomeCents: 104_000, expenseCents: 7_510, balanceCents: 96_490 };
    expect(first.summary).toEqual(summary);
    expect(last.summary).toEqual(summary);
    expect(first.total).toBe(123);
  });

  it("a page past the end (or below 1) shows the last (or first) one", async () => {
    const past = await listTransactionPage(db, userId, june(), 99);
    expect(past.page).toBe(3);
    expect(past.transactions).toHaveLength(23);
    const below = await listTransactionPage(db, userId, june(), 0);
    expect(below.page).toBe(1);
  });

  it("totals follow the type, category and accent-free search", async () => {
    const search = await listTransactionPage(db, userId, june({ q: "acucar" }), 1);
    expect(search.transactions.map((t) => t.description).sort()).toEqual([
      "Açúcar cristal",
      "Venda de AÇÚCAR",
    ]);
    expect(search.summary).toEqual({ incomeCents: 4_000, expenseCents: 250, balanceCents: 3_750 });

    const expenses = await listTransactionPage(
      db,
      userId,
      june({ q: "AÇUCAR", type: "despesa" }),
      1,
    );
    expect(expenses.transactions.map((t) => t.description)).toEqual(["Açúcar cristal"]);
    expect(expenses.summary).toEqual({ incomeCents: 0, expenseCents: 250, balanceCents: -250 });

    const category = await listTransactionPage(
      db,
      userId,
      june({ categoryId: refs.category.id }),
      1,
    );
    // The 60 even-numbered purchases (2 + 4 + … + 120 = 3.660 centavos) and the sugar.
    expect(category.total).toBe(61);
    expect(category.summary).toEqual({ incomeCents: 0, expenseCents: 3_910, balanceCents: -3_910 });
    expect(category.pageCount).toBe(2);

    const none = await listTransactionPage(
      db,
      userId,
      june({ categoryId: NO_CATEGORY, type: "receita" }),
      1,
    );
    expect(none.transactions.map((t) => t.description).sort()).toEqual([
      "Salário",
      "Venda de AÇÚCAR",
    ]);
    expect(none.summary.incomeCents).toBe(104_000);
  });

  it("treats LIKE wildcards in the search as plain text, and finds nothing for them here", async () => {
    const wildcard = await listTransactionPage(db, userId, june({ q: "%" }), 1);
    expect(wildcard.total).toBe(0);
    expect(wildcard.pageCount).toBe(1);
    expect(wildcard.summary).toEqual({ incomeCents: 0, expenseCents: 0, balanceCents: 0 });
  });

  it("never shows another user's rows, even with their category id", async () => {
    const stranger = await createTestUser();
    const page = await listTransactionPage(
      db,
      stranger.user.id,
      june({ categoryId: refs.category.id }),
      1,
    );
    expect(page.total).toBe(0);
    expect(page.transactions).toEqual([]);
  });

  it("list-all answers a page of 100 with the month's total, and the pages cover the month once", async () => {
    const path = "/api/v1/transaction/list-all";
    const first = await call<TransactionJson[]>(listAll, {
      path,
      query: { month: 6, year: 2024 },
      token,
    });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(LIST_ALL_DEFAULT_PAGE_SIZE);
    expect(first.headers.get("x-total-count")).toBe("123");
    expect(first.headers.get("x-page-count")).toBe("2");
    const links = first.headers.get("link") ?? "";
    expect(links).toContain(
      '</api/v1/transaction/list-all?month=6&year=2024&page=2&pageSize=100>; rel="next"',
    );
    expect(links).not.toContain('rel="prev"');

    const second = await call<TransactionJson[]>(listAll, {
      query: { month: 6, year: 2024, page: 2 },
      token,
    });
    expect(second.body).toHaveLength(23);
    expect(second.headers.get("link")).toContain('page=1&pageSize=100>; rel="prev"');
    expect(second.headers.get("link")).not.toContain('rel="next"');

    // The same rows, in the same order, as the screen's pages of 50.
    const screen = await Promise.all(
      [1, 2, 3].map((page) => listTransactionPage(db, userId, june(), page)),
    );
    expect([...first.body, ...second.body].map((t) => t._id)).toEqual(
      screen.flatMap((p) => p.transactions).map((t) => t._id),
    );

    const small = await call<TransactionJson[]>(listAll, {
      query: { month: 6, year: 2024, page: 3, pageSize: 50 },
      token,
    });
    expect(small.body.map((t) => t._id)).toEqual(screen[2]?.transactions.map((t) => t._id));
    const past = await call<TransactionJson[]>(listAll, {
      query: { month: 6, year: 2024, page: 9 },
      token,
    });
    expect(past.status).toBe(200);
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe("123");
  });

  it("list-all refuses a bad page or page size with a 400 in Portuguese", async () => {
    for (const [query, text] of [
      [{ page: 0 }, listAllMessages.page],
      [{ page: "dois" }, listAllMessages.page],
      [{ page: 1.5 }, listAllMessages.page],
      [{ pageSize: 0 }, listAllMessages.pageSize],
      [{ pageSize: LIST_ALL_MAX_PAGE_SIZE + 1 }, listAllMessages.pageSize],
    ] as const) {
      const res = await call<{ message: string }>(listAll, {
        query: { month: 6, year: 2024, ...query },
        token,
      });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toBe(text);
    }
  });

  it("list-all's total follows a new transaction at once", async () => {
    const before = await call<TransactionJson[]>(listAll, {
      query: { month: 6, year: 2024, pageSize: 1 },
      token,
    });
    const post = await call<TransactionJson>(create, {
      method: "POST",
      token,
      body: {
        description: "Padaria",
        valor: 7,
        categoryId: null,
        paymentMethodId: null,
        transactionTypeId: types.despesa,
        transactionDate: "2024-06-30",
        isObjective: false,
        objectiveId: null,
      },
    });
    expect(post.status).toBe(201);
    const after = await call<TransactionJson[]>(listAll, {
      query: { month: 6, year: 2024, pageSize: 1 },
      token,
    });
    expect(Number(after.headers.get("x-total-count"))).toBe(
      Number(before.headers.get("x-total-count")) + 1,
    );
    expect(after.body[0]?._id).toBe(post.body._id);
    await db.execute(sql`delete from transactions where id = ${post.body._id}`);
  });

  it("listTransactions gives the month's first rows when asked for a few", async () => {
    const recent = await listTransactions(db, userId, { year: 2024, month: 6 }, 4);
    const page = await listTransactionPage(db, userId, june(), 1);
    expect(recent.map((t) => t._id)).toEqual(page.transactions.slice(0, 4).map((t) => t._id));
  });
});
