// Nothing here may import lib/env (nor what imports it): startPluggyFake runs, through
// vi.hoisted, before lib/env reads the environment.
import { afterAll, beforeAll, vi } from "vitest";
import { PluggyClient } from "pluggy-sdk";
import { startFakePluggy, type FakePluggy, type StartFakePluggyOptions } from "../fakes/pluggy-server";

export const PLUGGY_WEBHOOK_SECRET = "pluggy-webhook-secret-integration";

/**
 * Starts the Pluggy stand-in and turns bank connection on for this test file. Call it through
 * `await vi.hoisted(...)`, so lib/env and the SDK read the PLUGGY_* variables.
 */
export async function startPluggyFake(options: StartFakePluggyOptions = {}): Promise<FakePluggy> {
  const fake = await startFakePluggy(options);
  Object.assign(process.env, fake.env, { PLUGGY_WEBHOOK_SECRET });
  return fake;
}

/**
 * Stops this process's job queue if a request or the workers started it (enqueueing a sync starts
 * it). Gracefully: a job still running (a sync whose rows a test already saw, finishing its events)
 * completes before pg-boss closes its pool; stopped abruptly, its completion would reach a closed
 * pool after the file ended, an unhandled rejection.
 */
export async function stopJobQueue(): Promise<void> {
  type Stoppable = Promise<{ stop(options: object): Promise<void> }>;
  const started = (globalThis as { bolsoJobQueue?: Stoppable }).bolsoJobQueue;
  if (started) await (await started).stop({ graceful: true, wait: true, timeout: 20_000 });
}

/**
 * The file's hooks around a stand-in started by `startPluggyFake`: after the last test, the job
 * queues a request started, then the stand-in, stop. `quietSdk` silences console.error, where the
 * SDK prints every HTTP error Pluggy answers (when the assertions are on what Bolso does with it).
 */
export function stopPluggyFakeAfterAll(fake: FakePluggy, options: { quietSdk?: boolean } = {}): void {
  if (options.quietSdk) {
    beforeAll(() => {
      vi.spyOn(console, "error").mockImplementation(() => {});
    });
  }
  afterAll(async () => {
    await stopJobQueue();
    await fake.stop();
  });
}

/**
 * The stand-in (transactions paged two at a time) and an SDK client on it, for a file that calls
 * `syncItem` itself; call it at the file's top. It starts in `beforeAll`: such a file needs no
 * bank connection configured in lib/env.
 */
export function syncStandIn(): { fake: FakePluggy; client: PluggyClient } {
  const standIn = {} as { fake: FakePluggy; client: PluggyClient };
  beforeAll(async () => {
    standIn.fake = await startPluggyFake({ cursorPageSize: 2 });
    standIn.client = new PluggyClient({ clientId: standIn.fake.clientId, clientSecret: standIn.fake.clientSecret });
  });
  afterAll(() => standIn.fake.stop());
  return standIn;
}

/** A credit card on the stand-in's item `itemId`: it closes on the 3rd, is due on the 10th, limit 5.000. */
export function addCreditCard(fake: FakePluggy, itemId: string, card: { brand: string; balance: number }) {
  return fake.state.addAccount(itemId, {
    type: "CREDIT",
    balance: card.balance,
    creditData: {
      level: null,
      brand: card.brand,
      balanceCloseDate: "2026-11-03",
      balanceDueDate: "2026-11-10",
      availableCreditLimit: null,
      creditLimit: 5000,
      minimumPayment: null,
      balanceForeignCurrency: null,
      isLimitFlexible: null,
      status: "ACTIVE",
    },
  });
}
