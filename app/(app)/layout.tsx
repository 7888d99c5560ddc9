import { AppShell } from "@/components/shell/app-shell";
import { getShellUser } from "@/server/auth/get-shell-user";

/** Protected shell: the user is resolved (and the guard applied) on the server. */
export default async function AppLayout({ children }: { children: React.ReactNode }) {
  const user = await getShellUser();
  return <AppShell user={user}>{children}</AppShell>;
}
