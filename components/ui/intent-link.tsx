"use client";

import Link from "next/link";
import { useState } from "react";
import type { ComponentProps } from "react";

/**
 * A link inside a screen's content that prefetches its route when the person shows intent
 * (pointer over it, a finger down on it, keyboard focus) instead of as soon as it scrolls into
 * view: the prefetches a phone would start during the load, and the work of reading their
 * answers, stay out of the load (docs/decisions/prefetch-on-intent.md). Navigation and the
 * destination's loading state are unchanged. The sidebar keeps Next's default.
 */
export function IntentLink({ onMouseEnter, onTouchStart, onFocus, ...props }: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  const showingIntent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return (
    <Link
      {...props}
      prefetch={intent ? null : false}
      onMouseEnter={showingIntent(onMouseEnter)}
      onTouchStart={showingIntent(onTouchStart)}
      onFocus={showingIntent(onFocus)}
    />
  );
}
