import Link from "next/link";
import { Logo } from "@/components/ui/logo";
import { ThemeToggle } from "@/components/theme/theme-toggle";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";

/** Auth screens: the brand above a centred card; the theme switch hides itself on login and register. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="relative flex min-h-dvh flex-col items-center bg-zinc-50 px-4 py-10 sm:justify-center dark:bg-zinc-950">
      <SkipLink />
      <div className="absolute top-3 right-3">
        <ThemeToggle />
      </div>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex w-full max-w-[400px] outline-none flex-col items-center gap-6">
        <Link
          href="/"
          aria-label="Bolso, página inicial"
          className="rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:focus-visible:ring-emerald-500"
        >
          <Logo />
        </Link>
        {children}
      </main>
    </div>
  );
}
