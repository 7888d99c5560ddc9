import Link from "next/link";

/** An emerald text link between auth screens. */
export function AuthLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className="rounded font-medium text-emerald-700 underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-400 dark:focus-visible:ring-emerald-500"
    >
      {children}
    </Link>
  );
}
