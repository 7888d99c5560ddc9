import "server-only";
import type { UserJson } from "@/server/users/to-user-json";

/**
 * Resolves the signed-in user for the protected layout. Until accounts land this is unguarded
 * and returns null; the accounts work replaces it with the session lookup and the redirects.
 */
export async function getShellUser(): Promise<UserJson | null> {
  return null;
}
