import { notFound, redirect } from "next/navigation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { searchList } from "@/lib/loaded";
import { loadPart } from "@/lib/server/load-part";
import { logger } from "@/lib/server/logger";

afterEach(() => vi.restoreAllMocks());

describe("loadPart", () => {
  it("gives the part its data", async () => {
    await expect(loadPart("teste", async () => [1, 2])).resolves.toEqual({ ok: true, data: [1, 2] });
  });

  it("turns a failed read into { ok: false } and logs it through the project's logger", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const boom = new Error("relation does not exist");
    await expect(loadPart("contas: saldos", () => Promise.reject(boom))).resolves.toEqual({ ok: false });
    expect(error).toHaveBeenCalledWith({ context: "contas: saldos", err: boom }, expect.any(String));
  });

  it("lets Next's notFound and redirect through instead of showing an error", async () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    await expect(loadPart("cartão", async () => notFound())).rejects.toThrow();
    await expect(loadPart("cartão", async () => redirect("/auth/login"))).rejects.toThrow();
    expect(error).not.toHaveBeenCalled();
  });
});

describe("searchList", () => {
  const names = ["Aluguel", "Mercado"];
  const read = vi.fn(async (term: string) => names.filter((name) => name.includes(term)));

  it("tells 'no match' from 'nothing yet' by asking once more without the term", async () => {
    await expect(searchList(read, "Merc")).resolves.toEqual({ items: ["Mercado"], hasAny: true });
    await expect(searchList(read, "Zzz")).resolves.toEqual({ items: [], hasAny: true });
    await expect(searchList(async () => [], "Zzz")).resolves.toEqual({ items: [], hasAny: false });
    await expect(searchList(async () => [], "")).resolves.toEqual({ items: [], hasAny: false });
  });
});
