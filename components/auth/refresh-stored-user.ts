"use client";

import { apiFetch } from "@/lib/client/api-client";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";

/** Refetches the signed-in user (GET /user/me) and merges it into the stored copy (while a payment is being confirmed). */
export async function refreshStoredUser(): Promise<StoredUser | null> {
  const fresh = await apiFetch<StoredUser>("/user/me");
  return mergeStoredUser(fresh);
}
