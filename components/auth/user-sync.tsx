"use client";

import { useEffect } from "react";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";

/**
 * Mounted once by the protected shell: keeps the browser's stored copy of the user equal to the one
 * the server just resolved for this render (no request of its own). Renders nothing.
 */
export function UserSync({ user }: { user: StoredUser }) {
  useEffect(() => {
    mergeStoredUser(user);
  }, [user]);
  return null;
}
