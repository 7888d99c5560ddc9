import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { errorCatalog, wireCode, type AppErrorCode } from "@/lib/errors";
import { OPENAPI_FILE, openApiText, type buildOpenApiDocument } from "@/lib/openapi/document";

type Doc = ReturnType<typeof buildOpenApiDocument>;
const committed = JSON.parse(fs.readFileSync(path.join(process.cwd(), OPENAPI_FILE), "utf8")) as Doc;

describe("the committed OpenAPI document", () => {
  it("is what the code builds (else: npm run openapi)", () => {
    expect(fs.readFileSync(path.join(process.cwd(), OPENAPI_FILE), "utf8")).toBe(openApiText());
  });

  it("is OpenAPI 3.1 with the session schemes", () => {
    expect(committed.openapi).toBe("3.1.0");
    expect(Object.keys(committed.components?.securitySchemes ?? {})).toEqual(expect.arrayContaining(["sessao", "cookie"]));
  });
});

describe("error answers come from lib/errors.ts", () => {
  const responses = committed.components?.responses ?? {};

  it("lists every code a client can receive in the Error schema", () => {
    const schema = committed.components?.schemas?.Error as { properties: { code: { enum: string[] } } };
    const wire = [...new Set((Object.keys(errorCatalog) as AppErrorCode[]).map(wireCode))];
    expect(schema.properties.code.enum.sort()).toEqual(wire.sort());
  });

  it("describes each error answer with its codes' meanings, under the catalog's status", () => {
    for (const [status, ref] of Object.entries(committed.paths?.["/api/v1/category/{id}"]?.get?.responses ?? {})) {
      if (Number(status) < 400) continue;
      const name = (ref as { $ref: string }).$ref.split("/").pop()!;
      const answer = responses[name] as { description: string };
      const codes = (Object.keys(errorCatalog) as AppErrorCode[]).filter((code) =>
        answer.description.includes(`\`${wireCode(code)}\`: ${errorCatalog[code].meaning}`),
      );
      expect(codes.length, name).toBeGreaterThan(0);
      for (const code of codes) expect(errorCatalog[code].status).toBe(Number(status));
    }
  });

  it("answers a route with an id and a subscriber's access with 401, 403 and 404", () => {
    const answers = committed.paths?.["/api/v1/transaction/{id}"]?.patch?.responses ?? {};
    expect(Object.keys(answers)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "500", "503"]));
    expect(Object.keys(committed.paths?.["/api/v1/health"]?.get?.responses ?? {})).not.toContain("401");
  });
});
