"use client";

import { catchError, type ErrorInfo } from "next/error";
import { ErrorFallback } from "@/components/shell/error-fallback";

interface ScreenErrorProps {
  /** Where 'Voltar para o início' leads. */
  homeHref: string;
  /** Outside the shell the fallback is the whole page, centred. */
  fullPage?: boolean;
}

function ScreenError(
  { homeHref, fullPage = false }: ScreenErrorProps,
  { error, retry }: ErrorInfo,
) {
  const fallback = <ErrorFallback error={error} retry={retry} homeHref={homeHref} />;
  return fullPage ? (
    <main className="flex min-h-dvh items-center justify-center">{fallback}</main>
  ) : (
    fallback
  );
}

/**
 * The error boundary the layouts put around their screens, in place of error.tsx files. It behaves
 * the same (redirects and not-found pass through, a client navigation clears it, 'Tentar novamente'
 * re-renders the server's part), but its code ships with the layout: an error.tsx is a chunk of its
 * own that the browser only asks for while the page hydrates, one more round trip on a phone before
 * the screen is ready, for a fallback that is almost never shown.
 */
export const ScreenErrorBoundary = catchError(ScreenError);
