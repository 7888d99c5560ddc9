import { ClosingCta } from "@/components/marketing/closing-cta";
import { Features } from "@/components/marketing/features";
import { Hero } from "@/components/marketing/hero";
import { Pricing } from "@/components/marketing/pricing";
import { SiteFooter } from "@/components/marketing/site-footer";
import { SiteHeader } from "@/components/marketing/site-header";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/ui/skip-link";
import { getPageSession } from "@/server/auth/require-page-user";

/**
 * Static content with nothing to wait for, so this group has no loading.tsx: a fallback there makes
 * the browser paint a skeleton first and reveal the hero later, which delays its largest paint.
 * Below the hero, each section has `content-visibility: auto` (with a remembered intrinsic size),
 * so a phone lays out and paints only what it shows. The session is looked up only when the
 * visitor carries its cookie.
 */
export default async function LandingPage() {
  // The landing must render with the database down: then it offers login, as to anyone.
  const signedIn = (await getPageSession().catch(() => null)) !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader signedIn={signedIn} />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Hero />
        <Features />
        <Pricing />
        <ClosingCta />
      </main>
      <SiteFooter />
    </div>
  );
}
