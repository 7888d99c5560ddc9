import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { POST as capture } from "@/app/api/v1/capture/route";
import { call } from "../../helpers/api";
import { createTestUser } from "../../helpers/users";
import { clearRateLimits } from "../auth-fixtures";
import { uploadStatement } from "../import-fixtures";

/**
 * The surfaces a black-box probe found 500s on, fuzzed so they stay fixed: payment codes pasted
 * into Capturar, statement files of any bytes, and paths whose percent-encoding does not decode.
 * FUZZ_RUNS raises the runs for a longer hunt, FUZZ_SEED replays a failure.
 */
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const settings = { numRuns: NUM_RUNS, seed: SEED, endOnFailure: true };

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: min, maxLength: max });

/** What someone may paste: anything up to 100 kB, and things shaped like a Pix or a boleto. */
const pastedCode = fc.oneof(
  fc.string({ maxLength: 1_024 }),
  fc.string({ unit: "grapheme", maxLength: 300 }),
  fc.string({ minLength: 1_025, maxLength: 100_000 }),
  digits(40, 50),
  fc.tuple(digits(5, 5), digits(5, 5), digits(5, 6), digits(5, 6), digits(1, 1), digits(14, 14)).map((parts) => parts.join(" ")),
  fc.tuple(fc.constant("000201"), fc.string({ maxLength: 400 }), fc.constantFrom("6304", "6304ABCD", "")).map((parts) => parts.join("")),
);

/** A CSV of random cells, with the probe's inputs among them: an emoji at the cut, year 0, 9999. */
const csvCell = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom("00/00/0000", "01/01/0000", "31/12/9999", "29/02/2025", "-1.234,56", "1e309", `${"a".repeat(199)}😀`, "😀".repeat(150)),
);
const csvFile = fc
  .array(fc.array(csvCell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 20 })
  .map((rows) => new TextEncoder().encode(["Data;Descrição;Valor", ...rows.map((cells) => cells.join(";"))].join("\n")));
const ofxFile = fc
  .array(fc.tuple(fc.oneof(digits(0, 14), fc.constantFrom("00000101", "99991231", "20260230")), fc.string({ maxLength: 12 }), fc.string({ maxLength: 250 })), {
    maxLength: 10,
  })
  .map((rows) =>
    new TextEncoder().encode(
      `<OFX><BANKTRANLIST>${rows.map(([date, amount, memo]) => `<STMTTRN><DTPOSTED>${date}<TRNAMT>${amount}<MEMO>${memo}</STMTTRN>`).join("")}</BANKTRANLIST></OFX>`,
    ),
  );
const statementFile = fc.oneof(
  fc.tuple(fc.constantFrom("a.csv", "a.ofx", "a.qfx"), fc.uint8Array({ maxLength: 20_000 })),
  fc.tuple(fc.constant("a.csv"), csvFile),
  fc.tuple(fc.constant("a.ofx"), ofxFile),
);

/** A path with percent-escapes, well formed or not, in an API route or a page. */
const escapedPath = fc
  .tuple(
    fc.constantFrom("/api/v1/transaction/", "/api/v1/cards/", "/api/v1/import/", "/cards/", "/transactions/", "/"),
    fc.array(fc.oneof(fc.integer({ min: 0, max: 255 }).map((b) => `%${b.toString(16).padStart(2, "0")}`), fc.constantFrom("a", "%", "%f", "%zz")), {
      minLength: 1,
      maxLength: 6,
    }),
  )
  .map(([prefix, parts]) => prefix + parts.join(""));

const decodes = (path: string) => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

describe("property-based fuzz of the probe's surfaces", () => {
  it("POST /capture never answers a 5xx, whatever is pasted (up to 100 kB)", async () => {
    const { token } = await createTestUser();
    await fc.assert(
      fc.asyncProperty(pastedCode, async (code) => {
        const res = await call<{ message?: string }>(capture, { method: "POST", path: "/api/v1/capture", body: { code }, token });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status !== 200) expect(typeof res.body.message).toBe("string");
      }),
      settings,
    );
  });

  it("an uploaded statement of any bytes is a preview or a pt-BR 4xx, never a 5xx", async () => {
    const { token } = await createTestUser();
    await fc.assert(
      fc.asyncProperty(statementFile, async ([name, bytes]) => {
        await clearRateLimits();
        const res = await uploadStatement<{ message?: string }>(token, name, bytes);
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        if (res.status !== 201) expect(res.body.message).toEqual(expect.any(String));
      }),
      settings,
    );
  });

  it("the proxy answers a path that does not decode (API: JSON 400; page: the 404 page) and lets the others through", async () => {
    await fc.assert(
      fc.asyncProperty(escapedPath, async (path) => {
        const res = proxy(new NextRequest(`http://localhost:3000${path}`));
        const api = path.startsWith("/api/");
        if (decodes(path)) {
          expect(res.status).not.toBe(400);
          expect(res.headers.get("x-middleware-rewrite")).toBeNull();
        } else if (api) {
          expect(res.status).toBe(400);
          expect(await res.json()).toMatchObject({ code: "bad_request" });
        } else {
          expect(new URL(res.headers.get("x-middleware-rewrite") ?? "", "http://x").pathname).toBe("/_endereco-invalido");
        }
      }),
      { ...settings, numRuns: NUM_RUNS * 5 },
    );
  });
});
