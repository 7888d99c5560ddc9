"use client";

import type { SubscriptionStatus } from "@/lib/domain/enums";

/**
 * The browser keeps only non-secret facts about the signed-in user. The session token lives in an
 * httpOnly cookie and is never written here: a token readable by scripts is one XSS away from theft.
 */
export interface StoredUser {
  _id: string;
  name: string;
  email: string;
  subscriptionStatus: SubscriptionStatus;
  vipAccess: boolean;
}

const KEYS = {
  user: "user",
  subscriptionStatus: "subscriptionStatus",
  userEmailForSubscription: "userEmailForSubscription",
  onboardingTourCompleted: "onboardingTourCompleted",
} as const;

/** Fired on window whenever the stored user changes, so screens can re-read it. */
export const STORED_USER_EVENT = "bolso:stored-user";

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function notify() {
  if (typeof window !== "undefined") window.dispatchEvent(new Event(STORED_USER_EVENT));
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== "object") return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === "string" && typeof user.name === "string" && typeof user.email === "string"
  );
}

let cached: { raw: string; user: StoredUser | null } | null = null;

/** The stored user; the same object while storage is unchanged (safe for useSyncExternalStore). */
export function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(KEYS.user);
  if (!raw) return null;
  if (cached?.raw === raw) return cached.user;
  let user: StoredUser | null = null;
  try {
    const parsed: unknown = JSON.parse(raw);
    user = isStoredUser(parsed) ? parsed : null;
  } catch {
    user = null;
  }
  cached = { raw, user };
  return user;
}

export function getStoredSubscriptionStatus(): SubscriptionStatus | null {
  return (storage()?.getItem(KEYS.subscriptionStatus) as SubscriptionStatus | null) ?? null;
}

export function getUserEmailForSubscription(): string | null {
  return storage()?.getItem(KEYS.userEmailForSubscription) ?? null;
}

/** After login: the user, its subscription status and the e-mail checkout uses. */
export function storeUser(user: StoredUser): void {
  const store = storage();
  if (!store) return;
  let changed = false;
  for (const [key, value] of [
    [KEYS.user, JSON.stringify(user)],
    [KEYS.subscriptionStatus, user.subscriptionStatus],
    [KEYS.userEmailForSubscription, user.email],
  ] as const) {
    if (store.getItem(key) === value) continue;
    store.setItem(key, value);
    changed = true;
  }
  // Unchanged (the usual page load): nothing to tell, no screen re-reads it.
  if (changed) notify();
}

/** Merges a fresh copy from the server (GET /user/me) into what is stored; returns the result. */
export function mergeStoredUser(fresh: Partial<StoredUser>): StoredUser | null {
  const current = getStoredUser();
  const merged = { ...current, ...fresh };
  if (!isStoredUser(merged)) return current;
  storeUser(merged);
  return merged;
}

/** On logout: forget the user (the onboarding flag stays with the browser). */
export function clearStoredSession(): void {
  const store = storage();
  if (!store) return;
  store.removeItem(KEYS.user);
  store.removeItem(KEYS.subscriptionStatus);
  store.removeItem(KEYS.userEmailForSubscription);
  store.removeItem("token"); // never written by Bolso; removed in case an old client left one
  notify();
}

export function isOnboardingTourCompleted(): boolean {
  return storage()?.getItem(KEYS.onboardingTourCompleted) === "true";
}

export function setOnboardingTourCompleted(): void {
  storage()?.setItem(KEYS.onboardingTourCompleted, "true");
}

/** For useSyncExternalStore: calls back when the stored user changes here or in another tab. */
export function subscribeStoredUser(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === KEYS.user) callback();
  };
  window.addEventListener(STORED_USER_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(STORED_USER_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}
