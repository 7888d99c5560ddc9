import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as health } from "@/app/api/v1/health/route";
import { IMPORT_MAX_ROWS } from "@/lib/import/import-error";
import { parseStatementInTurns } from "@/lib/import/parse-statement";
import { wideStatement } from "./import-fixtures";

const askHealth = () => health(new NextRequest("http://localhost:3000/api/v1/health"), { params: Promise.resolve({}) });

describe("parsing a big statement", () => {
  it("leaves the server free to answer /health while a 4.9 MB CSV is being parsed", async () => {
    const file = wideStatement();
    let parsed = false;
    const parsing = parseStatementInTurns("extrato.csv", file).then((statement) => {
      parsed = true;
      return statement;
    });
    // A parse that held the event loop would finish before the first health check could start.
    const answered: number[] = [];
    while (!parsed && answered.length < 3) {
      const res = await askHealth();
      if (!parsed) answered.push(res.status);
    }
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.every((status) => status === 200)).toBe(true);
    expect((await parsing).rows).toHaveLength(IMPORT_MAX_ROWS);
  });
});
