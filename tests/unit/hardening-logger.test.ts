import { DrizzleQueryError } from "drizzle-orm";
import { DatabaseError } from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isDatabaseUnavailable } from "@/lib/server/db-errors";
import { describeError, logger } from "@/lib/server/logger";
import { currentRequestId, withRequestContext } from "@/lib/server/request-context";

function written(fn: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    fn();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** A unique-violation the way node-postgres reports it, wrapped by drizzle with the SQL and values. */
function uniqueViolation() {
  const pgError = new DatabaseError('duplicate key value violates unique constraint "users_email_unique"', 100, "error");
  Object.assign(pgError, {
    code: "23505",
    severity: "ERROR",
    constraint: "users_email_unique",
    table: "users",
    detail: "Key (lower(email))=(ana@exemplo.com.br) already exists.",
  });
  return new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ["ana@exemplo.com.br", "$2b$12$abcdefghijklmnopqrstuv"], pgError);
}

afterEach(() => vi.restoreAllMocks());

describe("the logger", () => {
  it("masks password*, token, authorization, cookie, *hash* and e-mail at any depth", () => {
    const [line] = written(() =>
      logger.info(
        {
          password: "segredo-1",
          passwordConfirmation: "segredo-2",
          token: "segredo-3",
          headers: { authorization: "Bearer segredo-4", cookie: "bolso_session=segredo-5", "set-cookie": "x=segredo-6" },
          user: { email: "ana@exemplo.com.br", passwordHash: "$2b$12$segredo-7", name: "Ana" },
          codeHash: "segredo-8",
        },
        "teste",
      ),
    );
    const text = JSON.stringify(line);
    expect(text).not.toMatch(/segredo|ana@exemplo/);
    expect(line).toMatchObject({ msg: "teste", user: { name: "Ana", email: "[redacted]" } });
  });

  it("logs a query error as its SQL state and constraint, never the SQL, parameters or values", () => {
    const [line] = written(() => logger.error({ err: uniqueViolation() }, "falhou"));
    expect(line?.err).toEqual({ type: "DatabaseError", sqlState: "23505", constraint: "users_email_unique", table: "users" });
    expect(JSON.stringify(line)).not.toMatch(/ana@|\$2b\$|insert into|Key \(/);
  });

  it("puts the request's id on every line written inside the request", async () => {
    const lines = await new Promise<Record<string, unknown>[]>((resolve) => {
      withRequestContext("req-123", async () => {
        await Promise.resolve();
        resolve(written(() => {
          logger.info("um");
          logger.warn("dois");
        }));
      }).catch(() => undefined);
    });
    expect(lines.map((line) => line.requestId)).toEqual(["req-123", "req-123"]);
    expect(currentRequestId()).toBeUndefined();
    expect(written(() => logger.info("fora"))[0]).not.toHaveProperty("requestId");
  });
});

describe("isDatabaseUnavailable", () => {
  it("tells a lost or refused connection from a bad query", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const terminated = new Error("Connection terminated unexpectedly");
    const shutdown = Object.assign(new DatabaseError("terminating connection due to administrator command", 0, "error"), {
      code: "57P01",
      severity: "FATAL",
    });
    expect(isDatabaseUnavailable(new DrizzleQueryError("select 1", [], refused))).toBe(true);
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    expect(isDatabaseUnavailable(shutdown)).toBe(true);
    expect(isDatabaseUnavailable(uniqueViolation())).toBe(false);
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    expect(describeError(terminated, { stack: false })).toEqual({ type: "Error", message: "Connection terminated unexpectedly" });
  });
});
