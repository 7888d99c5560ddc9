import { afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { POST as create } from "@/app/api/v1/transaction/route";
import { logger } from "@/lib/server/logger";
import { clientAbortMessage } from "@/server/http/handle-error";
import { setupOwnerAndStranger, token } from "./transactions-fixtures";

setupOwnerAndStranger();

afterEach(() => {
  vi.restoreAllMocks();
});

/** A body that sends its first bytes, then fails as Node's request stream does when the client goes. */
function abortedBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"description":"Mercado","valor":'));
        return;
      }
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

describe("a client that disconnects mid-body", () => {
  it("is logged as a client abort: no 503, no 'indisponível' warning, no error", async () => {
    const info = vi.spyOn(logger, "info");
    const warn = vi.spyOn(logger, "warn");
    const error = vi.spyOn(logger, "error");
    const req = new NextRequest("http://localhost:3000/api/v1/transaction", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: abortedBody(),
      duplex: "half",
    });
    const res = await create(req, { params: Promise.resolve({}) });
    expect(res.status).not.toBe(503);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(clientAbortMessage);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ context: "POST /api/v1/transaction" }), "cliente encerrou a requisição antes do fim do corpo");
  });
});
