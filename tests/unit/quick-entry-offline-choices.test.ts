import { afterEach, describe, expect, it, vi } from "vitest";
import { QUICK_ENTRY_CHOICES_PATH, keepQuickEntryChoicesOffline } from "@/lib/client/offline-caches";
import { keepsAnswerOffline } from "@/lib/offline";

function worker(onLine: boolean) {
  const postMessage = vi.fn();
  vi.stubGlobal("navigator", { onLine, serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) } });
  return postMessage;
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the '+' sheet's lists are kept on the device with the screens", () => {
  it("asks the service worker to keep them on load, then not again for a while, and again after a save", async () => {
    const postMessage = worker(true);
    keepQuickEntryChoicesOffline();
    await settle();
    expect(postMessage).toHaveBeenCalledWith({
      type: "CACHE_URLS",
      payload: {
        urlsToCache: [[QUICK_ENTRY_CHOICES_PATH, { headers: { Accept: "application/json" }, credentials: "same-origin" }]],
      },
    });
    keepQuickEntryChoicesOffline();
    await settle();
    expect(postMessage).toHaveBeenCalledTimes(1);
    keepQuickEntryChoicesOffline(true);
    await settle();
    expect(postMessage).toHaveBeenCalledTimes(2);
    // The worker's route keeps this answer (network first), which the sheet reads offline.
    expect(keepsAnswerOffline(QUICK_ENTRY_CHOICES_PATH)).toBe(true);
  });

  it("does nothing offline: what is kept stays", async () => {
    const postMessage = worker(false);
    keepQuickEntryChoicesOffline(true);
    await settle();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
