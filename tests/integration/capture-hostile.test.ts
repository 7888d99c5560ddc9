import { beforeAll, describe, expect, it } from "vitest";
import { POST as capture } from "@/app/api/v1/capture/route";
import { captureMessages } from "@/lib/domain/capture-result";
import { call } from "../helpers/api";
import { emvField, pixFields, withCrc } from "../helpers/emv";
import { createTestUser } from "../helpers/users";

let token = "";
beforeAll(async () => {
  ({ token } = await createTestUser());
});

const post = (code: string) =>
  call<{ message: string }>(capture, { method: "POST", path: "/api/v1/capture", token, body: { code } });

describe("POST /capture with Pix codes whose CRC holds but whose fields break pix-utils", () => {
  it("answers each with a pt-BR 400, never a 500", async () => {
    const variants = [
      withCrc(pixFields({ "59": null })),
      withCrc(pixFields({ "60": null })),
      withCrc(pixFields({ "26": emvField("26", `${emvField("00", "br.gov.bcb.pix")}0199abc`) })),
      withCrc(pixFields({ "62": emvField("62", "zzzz") })),
      withCrc(`${pixFields()}${emvField("80", "zz")}`),
    ];
    for (const code of variants) {
      const res = await post(code);
      expect(res.status, code).toBe(400);
      expect(res.body.message).toBe(captureMessages.pixMalformed);
    }
  });

  it("refuses an amount outside the EMV rule (0x10, 1e20, NaN, a third decimal)", async () => {
    for (const amount of ["0x10", "1e20", "NaN", "10.005"]) {
      const res = await post(withCrc(pixFields({ "54": emvField("54", amount) })));
      expect(res.status, amount).toBe(400);
      expect(res.body.message).toBe(captureMessages.pixAmount);
    }
  });
});
