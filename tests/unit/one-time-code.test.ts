import type * as NodeCrypto from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";

// Lets a test freeze every random source node:crypto offers, to see whether codes still vary.
const entropy = vi.hoisted(() => ({ frozen: false }));

vi.mock("node:crypto", async (importOriginal) => {
  const real = await importOriginal<typeof NodeCrypto>();
  const randomInt = ((...args: unknown[]) => {
    if (!entropy.frozen) return (real.randomInt as (...a: unknown[]) => unknown)(...args);
    return typeof args[1] === "number" ? args[0] : 0;
  }) as typeof real.randomInt;
  const randomBytes = ((size: number) => (entropy.frozen ? Buffer.alloc(size) : real.randomBytes(size))) as typeof real.randomBytes;
  const randomFillSync = (<T extends NodeJS.ArrayBufferView>(buffer: T) =>
    entropy.frozen ? (new Uint8Array(buffer.buffer).fill(0), buffer) : real.randomFillSync(buffer)) as typeof real.randomFillSync;
  const getRandomValues = (<T extends ArrayBufferView | null>(array: T) =>
    entropy.frozen && array ? (new Uint8Array(array.buffer).fill(0), array) : real.getRandomValues(array as never)) as typeof real.getRandomValues;
  const randomUUID = (() => (entropy.frozen ? "00000000-0000-4000-8000-000000000000" : real.randomUUID())) as typeof real.randomUUID;
  const mocked = { ...real, randomInt, randomBytes, randomFillSync, getRandomValues, randomUUID };
  return { ...mocked, default: mocked };
});

import { generateCode } from "@/server/auth/one-time-code-policy";

afterEach(() => {
  entropy.frozen = false;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const SAMPLE = 20_000;
const SPACE = 1_000_000;

describe("generateCode", () => {
  it("gives six digits, leading zeros kept", () => {
    const codes = Array.from({ length: 2_000 }, generateCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(codes.some((code) => code.startsWith("0"))).toBe(true);
  });

  it("repeats only as often as chance does: neither a fixed code nor a counter", () => {
    const codes = Array.from({ length: SAMPLE }, generateCode);
    const repeats = SAMPLE - new Set(codes).size;
    // Drawing 20,000 of 1,000,000 uniformly repeats ~198 times (sd ~14); a counter repeats 0 times.
    const expected = SAMPLE - SPACE * (1 - (1 - 1 / SPACE) ** SAMPLE);
    expect(repeats).toBeGreaterThan(expected - 80);
    expect(repeats).toBeLessThan(expected + 80);
    // Consecutive codes are unrelated: no step between them dominates.
    const steps = new Map<number, number>();
    for (let i = 1; i < codes.length; i++) {
      const step = (Number(codes[i]) - Number(codes[i - 1]) + SPACE) % SPACE;
      steps.set(step, (steps.get(step) ?? 0) + 1);
    }
    expect(Math.max(...steps.values())).toBeLessThan(10);
  });

  it("uses every digit about equally in every position", () => {
    const codes = Array.from({ length: SAMPLE }, generateCode);
    for (let position = 0; position < 6; position++) {
      const counts = Array<number>(10).fill(0);
      for (const code of codes) counts[Number(code[position])]! += 1;
      const expected = SAMPLE / 10;
      const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
      // 9 degrees of freedom: above 40 happens by chance about once in 250,000 runs.
      expect(chiSquare, `position ${position}: ${counts.join(", ")}`).toBeLessThan(40);
    }
  });

  it("draws from node:crypto only: Math.random and the clock play no part", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    const whileMathRandomIsFixed = new Set(Array.from({ length: 1_000 }, generateCode));
    expect(whileMathRandomIsFixed.size).toBeGreaterThan(990);

    entropy.frozen = true;
    vi.spyOn(globalThis.crypto, "getRandomValues").mockImplementation((array) => {
      if (array) new Uint8Array(array.buffer).fill(0);
      return array;
    });
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    const whileCryptoIsFrozen = new Set(
      Array.from({ length: 50 }, (_, i) => {
        vi.setSystemTime(1_700_000_000_000 + i * 7_919);
        return generateCode();
      }),
    );
    expect(whileCryptoIsFrozen.size).toBe(1);
  });
});
