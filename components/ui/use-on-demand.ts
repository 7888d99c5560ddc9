"use client";

import { useCallback, useState } from "react";
import type { ComponentType } from "react";

/**
 * Code that only an interaction needs (a menu's panel, a drawer) is fetched when that interaction
 * comes, not with the page. `preload` starts the download early (a pointer over the trigger);
 * `load` resolves once the component can render. The module system caches the import, so both can
 * be called freely.
 */
export function useOnDemand<P>(loader: () => Promise<{ default: ComponentType<P> }>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);
  const load = useCallback(
    () =>
      loader().then((module) => {
        setComponent(() => module.default);
      }),
    [loader],
  );
  const preload = useCallback(() => {
    void loader();
  }, [loader]);
  return { Component, load, preload };
}
