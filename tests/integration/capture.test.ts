import { beforeAll, describe, expect, it } from "vitest";
import { POST as capture } from "@/app/api/v1/capture/route";
import { captureMessages } from "@/lib/domain/capture-result";
import type { CaptureJson } from "@/lib/schemas/capture";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";
import { bankBoleto, breakDigit, staticPix } from "../helpers/payment-codes";

type Answer = CaptureJson & { message: string; code: string };

let token = "";
beforeAll(async () => {
  ({ token } = await createTestUser());
});

const post = (code: unknown, as: string | undefined = token) =>
  call<Answer>(capture, { method: "POST", path: "/api/v1/capture", token: as, body: { code } });

describe("POST /capture", () => {
  it("reads a Pix copia e cola with its amount in reais, exact", async () => {
    const res = await post(staticPix({ amount: 89.9 }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      kind: "pix",
      amount: 89.9,
      payee: "PADARIA PAO QUENTE",
      city: "SAO PAULO",
      txid: "PEDIDO42",
      key: "contato@padaria.example",
      dynamic: false,
    });
  });

  it("reads a 2026 boleto's amount, due day and bank", async () => {
    const res = await post(bankBoleto("237", "2026-12-05", 45_067).linha);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: "boleto", amount: 450.67, dueDate: "2026-12-05" });
    expect((res.body as { bank: { code: string } }).bank.code).toBe("237");
  });

  it("reads a utility bill", async () => {
    const res = await post("84610000000-5 24610029110-2 00546033900-4 69589506108-0");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ kind: "arrecadacao", amount: 24.61, segment: 4 });
  });

  it("answers 400 with what is wrong", async () => {
    const pix = staticPix({ amount: 10 });
    const badPix = await post(`${pix.slice(0, -1)}${pix.endsWith("0") ? "1" : "0"}`);
    expect(badPix.status).toBe(400);
    expect(badPix.body.message).toBe("O dígito verificador do código Pix não confere.");
    const badBoleto = await post(breakDigit(bankBoleto("341", "2026-03-10", 100).linha, 45));
    expect(badBoleto.status).toBe(400);
    expect(badBoleto.body.message).toBe(captureMessages.boletoCheckDigit);
    const nothing = await post("not a code");
    expect(nothing.status).toBe(400);
    expect(nothing.body.message).toBe(captureMessages.unknown);
    expect((await post(42)).status).toBe(400);
  });

  it("refuses a 100 kB string with a 400, and a larger body with a 413", async () => {
    const long = await post("1".repeat(100_000));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(captureMessages.tooLong);
    expect((await post("1".repeat(200_000))).status).toBe(413);
  });

  it("needs a session", async () => {
    expect((await post("1", "")).status).toBe(401);
  });
});
