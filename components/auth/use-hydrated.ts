"use client";

import { useSyncExternalStore } from "react";

const noSubscribe = () => () => {};

/**
 * False during server rendering and hydration, true after. Auth forms keep their submit button
 * disabled until then, so an early click never posts the form natively (credentials in a URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscribe, () => true, () => false);
}
