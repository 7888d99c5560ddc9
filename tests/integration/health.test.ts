import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v1/health/route";
import { call } from "../helpers/api";

describe("GET /api/v1/health", () => {
  it("answers ok after a round-trip to the migrated database", async () => {
    const res = await call<{ status: string; database: string }>(GET, { path: "/api/v1/health" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: "ok", database: "ok" });
  });
});
