import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { POST as create } from "@/app/api/v1/transaction/route";
import { call } from "../helpers/api";
import { body, setupOwnerAndStranger, token } from "./transactions-fixtures";

setupOwnerAndStranger();

/** A valid transaction body with an extra field nested `depth` objects deep, as raw JSON text. */
function deepBody(depth: number, description: string): string {
  const valid = JSON.stringify(body({ description }));
  return `${valid.slice(0, -1)},"extra":${'{"a":'.repeat(depth)}1${"}".repeat(depth)}}`;
}

const post = (text: string, key?: string) =>
  call<{ message?: string }>(create, {
    method: "POST",
    path: "/api/v1/transaction",
    body: text,
    token,
    headers: key === undefined ? {} : { "Idempotency-Key": key },
  });

describe("a deeply nested body with an Idempotency-Key", () => {
  it.each([2_100, 2_400, 2_800, 12_000])("nested %i levels: the same answer as without the key, never a 500", async (depth) => {
    const without = await post(deepBody(depth, `Fundo sem chave ${depth}`));
    const key = randomUUID();
    const withKey = await post(deepBody(depth, `Fundo com chave ${depth}`), key);
    expect([400, 201]).toContain(without.status);
    expect(withKey.status).toBe(without.status);
    const replayed = await post(deepBody(depth, `Fundo com chave ${depth}`), key);
    expect(replayed.status).toBe(without.status);
  });
});
