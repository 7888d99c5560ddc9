/**
 * Shown only when scripts are off. The server's HTML holds the screen's figures, but they stream
 * in parts that an inline script puts in place; without scripts the skeleton would stay forever,
 * so the screen says why and what to do.
 */
export function NoScriptNotice() {
  return (
    <noscript>
      <p
        data-testid="no-script-notice"
        className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-200"
      >
        O Bolso precisa de JavaScript para mostrar seus dados. Ative-o no navegador e recarregue a
        página.
      </p>
    </noscript>
  );
}
