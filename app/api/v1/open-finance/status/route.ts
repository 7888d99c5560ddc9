// GET /api/v1/open-finance/status — whether this server has bank connection set up
import { bankConnectionEnabled } from "@/lib/env";
import type { BankConnectionStatusJson } from "@/lib/schemas/open-finance";
import { methodsNotAllowed } from "@/server/http/fallback-handlers";
import { ok } from "@/server/http/responses";
import { route } from "@/server/http/route";
import { BANK_CONNECTION_OFF_MESSAGE } from "@/server/open-finance/pluggy-client";

export const GET = route({ access: "subscriber" }, async () =>
  ok<BankConnectionStatusJson>({
    enabled: bankConnectionEnabled,
    message: bankConnectionEnabled ? null : BANK_CONNECTION_OFF_MESSAGE,
  }),
);

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed({ GET });
