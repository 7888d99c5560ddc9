"use client";

import { forgetPersonalCaches } from "@/lib/client/offline-caches";
import type { SubscriptionStatus } from "@/lib/domain/enums";

/**
 * The browser keeps only non-secret facts about the signed-in user, under the spec's keys (the
 * only ones Bolso writes to localStorage). The session token lives in an httpOnly cookie and is
 * never written here: a token readable by scripts is one XSS away from theft.
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

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy)
  }
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== "object") return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user._id === "string" && typeof user.name === "string" && typeof user.email === "string"
  );
}

function getStoredUser(): StoredUser | null {
  const raw = storage()?.getItem(KEYS.user);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isStoredUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** After login: the user, its subscription status and the e-mail checkout uses. */
export function storeUser(user: StoredUser): void {
  const store = storage();
  if (!store) return;
  // Another person (or nobody known) used this browser last: their kept screens must not show.
  if (getStoredUser()?._id !== user._id) void forgetPersonalCaches();
  for (const [key, value] of [
    [KEYS.user, JSON.stringify(user)],
    [KEYS.subscriptionStatus, user.subscriptionStatus],
    [KEYS.userEmailForSubscription, user.email],
  ] as const) {
    // Unchanged (the usual page load): no write.
    if (store.getItem(key) !== value) store.setItem(key, value);
  }
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
}

export function isOnboardingTourCompleted(): boolean {
  return storage()?.getItem(KEYS.onboardingTourCompleted) === "true";
}

export function setOnboardingTourCompleted(): void {
  storage()?.setItem(KEYS.onboardingTourCompleted, "true");
}
