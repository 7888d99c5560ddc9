/** The first stop of the keyboard: jumps past the header and menu to the page's `<main id="conteudo">`. */
export const MAIN_CONTENT_ID = "conteudo";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only z-[60] rounded-lg bg-brand px-3 py-2 text-sm font-medium text-brand-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      Pular para o conteúdo
    </a>
  );
}
