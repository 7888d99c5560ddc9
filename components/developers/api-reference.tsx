"use client";

import { useEffect } from "react";

interface ScalarGlobal {
  createApiReference: (element: string | HTMLElement, configuration: object) => unknown;
}

/** Where the page puts the reference. */
const TARGET = "#referencia-api";

/**
 * Scalar's reference, mounted into the page's `#referencia-api`: the bundle (served by Bolso) is
 * loaded only here, on this page, after hydration. It follows the site's theme toggle (the `dark`
 * class on <html>).
 */
export function ApiReference({
  bundleUrl,
  configuration,
}: {
  bundleUrl: string;
  configuration: object;
}) {
  useEffect(() => {
    const mount = () =>
      (window as unknown as { Scalar?: ScalarGlobal }).Scalar?.createApiReference(
        TARGET,
        configuration,
      );
    const loaded = document.querySelector<HTMLScriptElement>(`script[src="${bundleUrl}"]`);
    if (loaded?.dataset.ready) {
      // Back on the page after a client navigation: the bundle is already here.
      mount();
    } else if (!loaded) {
      // The bundle carries its own zod, which probes `new Function` unless told not to (the same
      // setting as lib/schemas/zod.ts, through the global both copies read): the policy forbids eval.
      const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
      (zodConfig.__zod_globalConfig ??= {}).jitless = true;
      const script = document.createElement("script");
      script.src = bundleUrl;
      script.addEventListener("load", () => {
        script.dataset.ready = "1";
        mount();
      });
      document.body.appendChild(script);
    }
    const followTheme = () => {
      const dark = document.documentElement.classList.contains("dark");
      document.body.classList.toggle("dark-mode", dark);
      document.body.classList.toggle("light-mode", !dark);
    };
    followTheme();
    const observer = new MutationObserver(followTheme);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      observer.disconnect();
      document.body.classList.remove("dark-mode", "light-mode");
    };
  }, [bundleUrl, configuration]);
  return null;
}
