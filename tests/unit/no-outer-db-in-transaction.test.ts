import { ESLint, RuleTester } from "eslint";
import type { Linter, Rule } from "eslint";
import tseslint from "typescript-eslint";
import { describe, expect, it } from "vitest";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule as eslint.config.mjs registers it for a file under server/.
const config = (await new ESLint().calculateConfigForFile("server/cards/pay-statement.ts")) as Linter.Config;
const rule = config.plugins?.bolso?.rules?.["no-outer-db-in-transaction"] as Rule.RuleModule;

describe("eslint.config.mjs", () => {
  it("turns bolso/no-outer-db-in-transaction on as an error", () => {
    expect(rule).toBeDefined();
    expect(config.rules?.["bolso/no-outer-db-in-transaction"]).toEqual([2]);
  });
});

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const outerDb = { messageId: "outerDb" };

tester.run("bolso/no-outer-db-in-transaction", rule, {
  valid: [
    "await db.transaction(async (tx) => { await tx.insert(rows).values(values); });",
    // Outside the callback, before or after it, `db` is the pool's to use.
    "await db.select().from(t); await db.transaction(async (tx) => tx.delete(t)); await db.select().from(t);",
    // The transaction handed in under the name `db` is the transaction.
    "await db.transaction(async (db) => { await db.select().from(t); });",
    "await pool.transaction(function (tx) { return helper(tx); });",
    // A property or key named db is no reference to it, nor is a type.
    "await db.transaction(async (tx) => { const o = { db: 1 }; return [o.db, tx.db]; });",
    "await db.transaction(async (tx) => { const t: typeof db = tx; return t; });",
    // A callback's own `db`.
    "await db.transaction(async (tx) => { const db = tx; await db.select().from(t); });",
    "await db.select().from(t).where(sql`x`);",
  ],
  invalid: [
    {
      code: "await db.transaction(async (tx) => { await tx.insert(a).values(v); await db.select().from(b); });",
      errors: [outerDb],
    },
    {
      // Inside a function the callback builds, and as an argument.
      code: "await db.transaction(async (tx) => { const read = () => db.select().from(b); await readAll(db); await read(); });",
      errors: [outerDb, outerDb],
    },
    { code: "await tx.transaction(function (inner) { return db.execute(q); });", errors: [outerDb] },
    { code: "await db.transaction((tx) => db.select().from(b), { isolationLevel: 'serializable' });", errors: [outerDb] },
  ],
});
