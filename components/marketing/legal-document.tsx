/** A legal text: title, date of the last change, and numbered sections with readable measure. */
export function LegalDocument({
  title,
  updatedOn,
  intro,
  children,
}: {
  title: string;
  updatedOn: string;
  intro: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-semibold tracking-tight text-zinc-900 sm:text-4xl dark:text-zinc-50">{title}</h1>
      <p className="mt-2 text-sm text-zinc-600 dark:text-zinc-400">Última atualização: {updatedOn}</p>
      <div className="mt-6 text-zinc-700 dark:text-zinc-300">{intro}</div>
      <div className="mt-10 flex flex-col gap-10">{children}</div>
    </article>
  );
}

export function LegalSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 leading-relaxed text-zinc-700 dark:text-zinc-300">
      <h2 id={id} className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function LegalList({ children }: { children: React.ReactNode }) {
  return <ul className="flex list-disc flex-col gap-2 pl-5 marker:text-zinc-400">{children}</ul>;
}

/** An inline link in a legal text, in the brand colour that passes contrast in both themes. */
export function LegalLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a
      href={href}
      className="rounded font-medium text-emerald-700 underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-emerald-400"
    >
      {children}
    </a>
  );
}
