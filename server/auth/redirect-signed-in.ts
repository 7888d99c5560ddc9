import "server-only";
import { redirect } from "next/navigation";
import { AFTER_LOGIN_PATH } from "@/lib/login-redirect";
import { getPageSession } from "@/server/auth/require-page-user";

/** Login and sign-up are for people without a live session: anyone else goes on into the app. */
export async function redirectSignedIn(next: string | null = null): Promise<void> {
  if (await getPageSession()) redirect(next ?? AFTER_LOGIN_PATH);
}
