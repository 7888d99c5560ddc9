import { describe, expect, it } from "vitest";
import { metadata } from "@/app/(app)/layout";

describe("the app's screens", () => {
  it("are marked noindex in the shell every one of them (Conexões bancárias included) renders in", () => {
    expect(metadata.robots).toEqual({ index: false, follow: false });
  });
});
