"use client";

import { useEffect } from "react";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";
import { whenIdle } from "@/lib/client/when-idle";

/**
 * Mounted once by the protected shell: keeps the browser's stored copy of the user equal to the one
 * the server just resolved for this render (no request of its own). Renders nothing; nothing on
 * screen waits for it, so it runs when the browser is idle.
 */
export function UserSync({ user }: { user: StoredUser }) {
  useEffect(() => whenIdle(() => void mergeStoredUser(user)), [user]);
  return null;
}
