import { describe, expect, it } from "vitest";
import { GET as listItems } from "@/app/api/v1/open-finance/items/route";
import { POST as connectToken } from "@/app/api/v1/open-finance/connect-token/route";
import { GET as status } from "@/app/api/v1/open-finance/status/route";
import { POST as webhook } from "@/app/api/v1/open-finance/webhook/route";
import { call } from "../helpers/api";
import { createTestUser } from "../helpers/users";

// No PLUGGY_* variables in this file: bank connection is off.
describe("bank connection without Pluggy's variables", () => {
  it("tells the screen it is off, and the connect token is a pt-BR 503", async () => {
    const { token } = await createTestUser();
    const off = await call(status, { path: "/api/v1/open-finance/status", token });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, message: "A conexão bancária não está configurada neste servidor." });

    const refused = await call(connectToken, { method: "POST", path: "/api/v1/open-finance/connect-token", token, body: {} });
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: "unavailable", message: "A conexão bancária não está configurada neste servidor." });

    const list = await call(listItems, { path: "/api/v1/open-finance/items", token });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]);
  });

  it("the webhook accepts no token at all when there is no secret", async () => {
    const res = await call(webhook, {
      method: "POST",
      path: "/api/v1/open-finance/webhook",
      query: { token: "" },
      body: { eventId: "e1", event: "item/updated", itemId: "x" },
    });
    expect(res.status).toBe(401);
  });
});
