import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { createPersonSlots } from "@/server/attachments/person-slots";

const options = { max: 2, maxWaiting: 2, waitMs: 60_000, message: "Aguarde um terminar.", retryAfterSeconds: 30 };

async function refusalOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("one person's slots", () => {
  it("gives two at once, queues two more in order, and refuses the fifth at once with a 429 and Retry-After", async () => {
    const slots = createPersonSlots(options);
    const first = await slots.take("ana");
    const second = await slots.take("ana");
    const order: string[] = [];
    const third = slots.take("ana").then((release) => (order.push("third"), release));
    const fourth = slots.take("ana").then((release) => (order.push("fourth"), release));
    const refused = await refusalOf(slots.take("ana"));
    expect([refused.status, refused.message, refused.headers]).toEqual([429, "Aguarde um terminar.", { "Retry-After": "30" }]);
    expect(slots.held("ana")).toBe(2);

    first();
    first();
    const releaseThird = await third;
    expect(order).toEqual(["third"]);
    expect(slots.held("ana")).toBe(2);
    second();
    const releaseFourth = await fourth;
    expect(order).toEqual(["third", "fourth"]);
    releaseThird();
    releaseFourth();
    expect(slots.held("ana")).toBe(0);
  });

  it("keeps people apart: one person's full slots do not slow another's", async () => {
    const slots = createPersonSlots({ ...options, maxWaiting: 0 });
    await slots.take("ana");
    await slots.take("ana");
    expect((await refusalOf(slots.take("ana"))).status).toBe(429);
    const bruno = await slots.take("bruno");
    expect(slots.held("bruno")).toBe(1);
    bruno();
    expect(slots.held("bruno")).toBe(0);
  });

  it("refuses a waiting request whose wait runs out, and the next in line still gets the freed slot", async () => {
    const slots = createPersonSlots({ ...options, waitMs: 20 });
    const first = await slots.take("ana");
    await slots.take("ana");
    const timedOut = await refusalOf(slots.take("ana"));
    expect(timedOut.status).toBe(429);
    const next = slots.take("ana");
    first();
    const release = await next;
    expect(slots.held("ana")).toBe(2);
    release();
    expect(slots.held("ana")).toBe(1);
  });

  it("takes a waiting request whose client left out of line: the freed slot goes to the one behind it", async () => {
    const slots = createPersonSlots(options);
    const first = await slots.take("ana");
    await slots.take("ana");
    const leaving = new AbortController();
    const gone = slots.take("ana", leaving.signal);
    const next = slots.take("ana");
    leaving.abort();
    expect((await refusalOf(gone)).status).toBe(429);
    // Its place is free again: a third request may wait beside the one left.
    const third = slots.take("ana");
    first();
    const release = await next;
    expect(slots.held("ana")).toBe(2);
    release();
    (await third)();
    expect(slots.held("ana")).toBe(1);
    // Full again: a request whose client has already left does not queue at all.
    await slots.take("ana");
    expect((await refusalOf(slots.take("ana", AbortSignal.abort()))).status).toBe(429);
  });
});
