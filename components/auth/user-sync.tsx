"use client";

import { useEffect } from "react";
import { mergeStoredUser } from "@/lib/client/local-user";
import type { StoredUser } from "@/lib/client/local-user";
import { refreshStoredUser } from "@/components/auth/refresh-stored-user";

/**
 * Mounted once by the protected shell: stores the user the server just resolved, then refetches
 * it from GET /user/me and merges it. Renders nothing.
 */
export function UserSync({ user }: { user?: StoredUser | null }) {
  useEffect(() => {
    if (user) mergeStoredUser(user);
  }, [user]);

  useEffect(() => {
    refreshStoredUser().catch((error: unknown) => console.error("[user] não foi possível atualizar o usuário", error));
  }, []);

  return null;
}
