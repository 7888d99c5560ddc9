import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

await vi.hoisted(async () => {
  const { vapidForTests } = await import("../fakes/push-service");
  return vapidForTests();
});

import { db } from "@/lib/server/db";
import type { PushPayload } from "@/lib/schemas/push";
import { pushReviewRows } from "@/server/push/push-review-rows";
import { browserKeys, decryptPush, startPushService, type BrowserKeys, type PushService } from "../fakes/push-service";
import { connectedPerson, syncedRow } from "./open-finance-review-fixtures";
import { subscribeDevice } from "./push-helpers";

let service: PushService;

beforeAll(async () => {
  service = await startPushService();
});

afterAll(async () => {
  await service.stop();
});

function received(path: string, keys: BrowserKeys): PushPayload[] {
  return service.requests.filter((r) => r.path === path && r.status < 300).map((r) => JSON.parse(decryptPush(r.body, keys)) as PushPayload);
}

describe("the push after a sync that left rows to review", () => {
  it("says how many rows wait, opening the review inbox; nothing when the sync wrote no rows or none wait", async () => {
    const person = await connectedPerson();
    const keys = browserKeys();
    const path = `/push/review-${person.user.id}`;
    expect((await subscribeDevice(person.token, `${service.origin}${path}`, keys)).status).toBe(201);
    for (let index = 0; index < 12; index += 1) await syncedRow(person, { description: `COMPRA ${index}` });
    await syncedRow(person, { description: "JA REVISTA", needsReview: false });

    expect(await pushReviewRows(db, person.itemId, 0)).toBeNull();
    expect(received(path, keys)).toEqual([]);

    expect(await pushReviewRows(db, person.itemId, 3)).toMatchObject({ sent: 1, failed: 0 });
    expect(received(path, keys)).toEqual([
      {
        title: "12 lançamentos para revisar",
        body: "O banco trouxe lançamentos novos: confirme em poucos toques.",
        url: "/connections#a-revisar",
        tag: "review-rows",
      },
    ]);

    // Another person's devices hear nothing; a person with nothing waiting is not told.
    const calm = await connectedPerson("Banco Calmo");
    const calmKeys = browserKeys();
    expect((await subscribeDevice(calm.token, `${service.origin}/push/calm-${calm.user.id}`, calmKeys)).status).toBe(201);
    await syncedRow(calm, { needsReview: false });
    expect(await pushReviewRows(db, calm.itemId, 1)).toBeNull();
    expect(received(`/push/calm-${calm.user.id}`, calmKeys)).toEqual([]);
  });
});
