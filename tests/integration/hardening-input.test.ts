import { count, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { db } from "@/lib/server/db";
import { categories, objectives, paymentMethods, recurringPayments, transactions, users } from "@/db/schema";
import { POST as login } from "@/app/api/v1/auth/login/route";
import { POST as createCategory } from "@/app/api/v1/category/route";
import { PATCH as patchCategory } from "@/app/api/v1/category/[id]/route";
import { POST as createObjective } from "@/app/api/v1/objective/route";
import { POST as createPaymentMethod } from "@/app/api/v1/payment-method/route";
import { GET as listRecurring, POST as createRecurring } from "@/app/api/v1/recurring-payments/route";
import { POST as createTransaction } from "@/app/api/v1/transaction/route";
import { GET as listMonth } from "@/app/api/v1/transaction/list-all/route";
import { POST as register } from "@/app/api/v1/user/route";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { DRAIN_MAX_BYTES } from "@/server/http/read-json-body";
import { call } from "../helpers/api";
import { clearRateLimits, freshIp, signUpBody } from "./auth-fixtures";
import { expenseBody, createOwnerAndStranger } from "./transactions-fixtures";

const INVALID_TEXT = "O texto contém caracteres inválidos.";
const TOO_LARGE = "O corpo da requisição é grande demais.";
const LIMIT = 100 * 1024;

beforeEach(clearRateLimits);

type Answer = { message?: string; code?: string };

describe("control characters in text", () => {
  it.each([
    ["NUL", "\u0000"],
    ["SOH", "\u0001"],
    ["vertical tab", "\u000b"],
    ["ESC", "\u001b"],
    // Half of a character outside the BMP: JSON carries it, UTF-8 cannot (stored as U+FFFD).
    ["lone high surrogate", "\ud800"],
    ["lone low surrogate", "\udfff"],
  ])("a %s in a name or description answers 400 in pt-BR and writes nothing", async (_label, bad) => {
    const { token, refs, types } = await createOwnerAndStranger();
    const attempts = [
      call<Answer>(createCategory, { method: "POST", path: "/api/v1/category", token, body: { name: `Mer${bad}cado` } }),
      call<Answer>(createPaymentMethod, {
        method: "POST",
        path: "/api/v1/payment-method",
        token,
        body: { name: "Pix", description: `chave${bad}` },
      }),
      call<Answer>(createObjective, {
        method: "POST",
        path: "/api/v1/objective",
        token,
        body: { name: `Viagem${bad}`, targetValue: 100 },
      }),
      call<Answer>(createTransaction, {
        method: "POST",
        path: "/api/v1/transaction",
        token,
        body: expenseBody(refs, types, { description: `Feira${bad}` }),
      }),
      call<Answer>(createRecurring, {
        method: "POST",
        path: "/api/v1/recurring-payments",
        token,
        body: { name: "Aluguel", amount: 1500, dueDay: 5, description: `contrato${bad}` },
      }),
      call<Answer>(patchCategory, {
        method: "PATCH",
        path: `/api/v1/category/${refs.category.id}`,
        params: { id: refs.category.id },
        token,
        body: { description: `nova${bad}` },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: INVALID_TEXT, code: "bad_request" });
    }
    // Only the fixtures' own rows: one of each label, no transaction, no bill; the PATCH changed nothing.
    const owner = refs.category.userId;
    expect(await ownedRows(categories, owner)).toBe(1);
    expect(await ownedRows(paymentMethods, owner)).toBe(1);
    expect(await ownedRows(objectives, owner)).toBe(1);
    expect(await ownedRows(transactions, owner)).toBe(0);
    expect(await ownedRows(recurringPayments, owner)).toBe(0);
    const [category] = await db.select().from(categories).where(eq(categories.id, refs.category.id));
    expect(category?.description).toBeNull();
  });

  it("an emoji, a whole surrogate pair, is kept as sent", async () => {
    const { token } = await createOwnerAndStranger();
    const res = await call<Answer>(createCategory, {
      method: "POST",
      path: "/api/v1/category",
      token,
      body: { name: "Mercado 🛒" },
    });
    expect(res.status).toBe(201);
    const saved = await db.select().from(categories).where(eq(categories.name, "Mercado 🛒"));
    expect(saved).toHaveLength(1);
  });

  it("a control character in a query string answers 400, in ?search= and in any other parameter", async () => {
    const { token } = await createOwnerAndStranger();
    const search = await call<Answer>(listRecurring, {
      path: "/api/v1/recurring-payments",
      query: { search: "alu\u0000guel" },
      token,
    });
    expect(search.status).toBe(400);
    expect(search.body.message).toBe(INVALID_TEXT);
    const month = await call<Answer>(listMonth, {
      path: "/api/v1/transaction/list-all",
      query: { month: 3, year: 2026, extra: "\u0007" },
      token,
    });
    expect(month.status).toBe(400);
    expect(month.body.message).toBe(INVALID_TEXT);
  });

  it("refuses a control character in an e-mail at sign-up and creates no account", async () => {
    const before = await userCount();
    const res = await call<Answer>(register, {
      method: "POST",
      path: "/api/v1/user",
      body: signUpBody("ana\u0000@exemplo.com.br", { name: "Ana\u0000" }),
      headers: freshIp(),
    });
    expect(res.status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it("keeps tab, line feed and carriage return in long text", async () => {
    const { token } = await createOwnerAndStranger();
    const res = await call<{ description: string | null }>(createCategory, {
      method: "POST",
      path: "/api/v1/category",
      token,
      body: { name: "Casa", description: "aluguel\tcondomínio\r\nluz" },
    });
    expect(res.status).toBe(201);
    expect(res.body.description).toBe("aluguel\tcondomínio\r\nluz");
  });
});

describe("body size", () => {
  it("refuses a declared 50 MB transaction with 413 without reading it or creating anything", async () => {
    const { token, refs, types } = await createOwnerAndStranger();
    const body = paddedJson(expenseBody(refs, types), 50 * 1024 * 1024);
    const res = await send(createTransaction, "/api/v1/transaction", body, { declareLength: true, token });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: TOO_LARGE, code: "payload_too_large" });
    // Only what the stream buffers by itself (one chunk): the server read nothing.
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK + 1024);
    expect(await ownedRows(transactions, refs.category.userId)).toBe(0);
  });

  it("stops reading an undeclared (chunked) 50 MB transaction at the drain bound, parsing nothing past the limit", async () => {
    const { token, refs, types } = await createOwnerAndStranger();
    const body = paddedJson(expenseBody(refs, types), 50 * 1024 * 1024);
    const res = await send(createTransaction, "/api/v1/transaction", body, { declareLength: false, token });
    expect(res.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 4 * CHUNK);
    expect(await ownedRows(transactions, refs.category.userId)).toBe(0);
  });

  it("cuts a 100 MB body to the unauthenticated login at the drain bound", async () => {
    const body = paddedJson({ email: "a@exemplo.com.br", password: "x" }, 100 * 1024 * 1024);
    const res = await send(login, "/api/v1/auth/login", body, { declareLength: false });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(TOO_LARGE);
    expect(body.pulled()).toBeLessThanOrEqual(DRAIN_MAX_BYTES + 4 * CHUNK);
  });

  it.each([true, false])(
    "reads a 3 MB body to its end before the 413 (declared length: %s), so the client still sending gets the answer, not a reset",
    async (declareLength) => {
      const { token, refs, types } = await createOwnerAndStranger();
      const body = paddedJson(expenseBody(refs, types), 3 * 1024 * 1024);
      const res = await send(createTransaction, "/api/v1/transaction", body, { declareLength, token });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ message: TOO_LARGE, code: "payload_too_large" });
      expect(body.pulled()).toBe(body.size);
      expect(await ownedRows(transactions, refs.category.userId)).toBe(0);
    },
  );

  it("accepts a body just under the limit", async () => {
    const { token, refs, types } = await createOwnerAndStranger();
    const body = paddedJson(expenseBody(refs, types), LIMIT - 1024);
    const res = await send(createTransaction, "/api/v1/transaction", body, { declareLength: true, token });
    expect(res.status).toBe(201);
  });

  it("lets a route declare its own limit", async () => {
    const upload = route(
      { access: "public", body: z.object({ data: z.string() }), maxBodyBytes: 1024 * 1024 },
      async ({ body }) => ok({ size: body.data.length }),
    );
    const fits = await send(upload, "/api/v1/upload", paddedJson({}, 900 * 1024, "data"), { declareLength: true });
    expect(fits.status).toBe(200);
    const over = await send(upload, "/api/v1/upload", paddedJson({}, 2 * 1024 * 1024, "data"), {
      declareLength: false,
    });
    expect(over.status).toBe(413);
  });
});

type Owned = typeof categories | typeof paymentMethods | typeof objectives | typeof transactions | typeof recurringPayments;

async function ownedRows(table: Owned, userId: string) {
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.userId, userId));
  return row?.n ?? 0;
}

async function userCount() {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}

const CHUNK = 64 * 1024;

/**
 * `fields` as JSON with one string field (`padding`, unknown to the schemas, so the old server
 * would have stored the row) grown to `size` bytes, produced lazily: `pulled()` says how much of
 * it the server read.
 */
function paddedJson(fields: Record<string, unknown>, size: number, key = "padding") {
  const head = new TextEncoder().encode(`${JSON.stringify(fields).slice(0, -1)}${Object.keys(fields).length ? "," : ""}"${key}":"`);
  const tail = new TextEncoder().encode(`"}`);
  const fill = size - head.length - tail.length;
  let sent = 0;
  let pulled = 0;
  const stream = () =>
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(head);
          pulled += head.length;
        }
        const n = Math.min(CHUNK, fill - sent);
        if (n > 0) {
          controller.enqueue(new Uint8Array(n).fill(97));
          sent += n;
          pulled += n;
          return;
        }
        controller.enqueue(tail);
        pulled += tail.length;
        controller.close();
      },
    });
  return { size, stream, pulled: () => pulled };
}

type Handler = (req: NextRequest, segment: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function send(
  handler: Handler,
  path: string,
  body: ReturnType<typeof paddedJson>,
  options: { declareLength: boolean; token?: string },
) {
  const headers = new Headers({ "content-type": "application/json", ...freshIp() });
  if (options.declareLength) headers.set("content-length", String(body.size));
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  // A streamed request body needs `duplex`, which the DOM typings do not list yet.
  const init = { method: "POST", headers, body: body.stream(), duplex: "half" };
  const req = new NextRequest(new URL(path, "http://localhost:3000"), init as ConstructorParameters<typeof NextRequest>[1]);
  const res = await handler(req, { params: Promise.resolve({}) });
  return { status: res.status, body: (await res.json()) as Answer };
}
