import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as unknownPath from "@/app/api/v1/[[...path]]/route";
import { allowHeader, isFallbackHandler, ROUTE_VERBS } from "@/server/http/fallback-handlers";
import { call } from "../helpers/api";
import type { RouteHandler } from "../helpers/api-routes";

const API_ROOT = path.join(process.cwd(), "app", "api");
const routeFiles = fs
  .readdirSync(API_ROOT, { recursive: true, encoding: "utf8" })
  .filter((file) => path.basename(file) === "route.ts" && !file.includes("[[...path]]"))
  .sort();

describe("unknown API paths", () => {
  it.each(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const)(
    "answers %s on a path no route claims with a JSON 404",
    async (verb) => {
      const handler = unknownPath[verb] as RouteHandler;
      const res = await call(handler, { method: verb, path: "/api/v1/nao-existe", params: { path: "nao-existe" } });
      expect(res.status).toBe(404);
      expect(res.headers.get("content-type")).toContain("application/json");
      expect(res.body).toMatchObject({ message: "Recurso não encontrado." });
    },
  );
});

describe("unsupported methods on known paths", () => {
  it("finds every route file", () => {
    expect(routeFiles.length).toBeGreaterThan(40);
  });

  it.each(routeFiles)("%s answers every verb it lacks with 405, a JSON message and Allow", async (file) => {
    const exports = (await import(/* @vite-ignore */ path.join(API_ROOT, file))) as Record<string, unknown>;
    const implemented = ROUTE_VERBS.filter((verb) => typeof exports[verb] === "function" && !isFallbackHandler(exports[verb]));
    const lacking = ROUTE_VERBS.filter((verb) => !implemented.includes(verb));
    expect(implemented.length, "a route file implements at least one verb").toBeGreaterThan(0);
    for (const verb of lacking) {
      const handler = exports[verb];
      expect(isFallbackHandler(handler), `${verb} must come from methodsNotAllowed() in ${file}`).toBe(true);
      const res = await call(handler as RouteHandler, { method: verb, path: `/api/${path.dirname(file)}` });
      expect(res.status).toBe(405);
      expect(res.body).toMatchObject({ message: "Método não permitido para este recurso.", code: "method_not_allowed" });
      expect(res.headers.get("allow")).toBe(allowHeader(implemented));
    }
  });

  it("lists HEAD with GET and always OPTIONS in Allow", () => {
    expect(allowHeader(["GET", "POST"])).toBe("GET, HEAD, OPTIONS, POST");
    expect(allowHeader(["POST"])).toBe("OPTIONS, POST");
  });
});
