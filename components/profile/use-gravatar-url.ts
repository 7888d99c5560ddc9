"use client";

import { useEffect, useState } from "react";

/**
 * The e-mail's Gravatar (by SHA-256 of the trimmed, lower-cased address), or null. `d=404` makes a
 * missing picture fail, so the avatar keeps showing initials; offline it fails the same way.
 */
export function useGravatarUrl(email: string | null | undefined, size = 160): string | null {
  const [url, setUrl] = useState<{ email: string; url: string } | null>(null);
  useEffect(() => {
    if (!email || typeof crypto === "undefined" || !crypto.subtle) return;
    let cancelled = false;
    const normalized = email.trim().toLowerCase();
    crypto.subtle
      .digest("SHA-256", new TextEncoder().encode(normalized))
      .then((digest) => {
        if (cancelled) return;
        const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
        setUrl({ email, url: `https://gravatar.com/avatar/${hex}?s=${size}&d=404` });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [email, size]);
  return url && url.email === email ? url.url : null;
}
