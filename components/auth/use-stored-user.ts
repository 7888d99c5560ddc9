"use client";

import { useSyncExternalStore } from "react";
import { getStoredUser, subscribeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";

/** The stored user, kept current; `undefined` until the browser has been read (server render). */
export function useStoredUser(): StoredUser | null | undefined {
  return useSyncExternalStore(subscribeStoredUser, getStoredUser, () => undefined);
}
