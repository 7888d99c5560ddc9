"use client";

import { createContext, useContext } from "react";
import type { ReactNode } from "react";

/**
 * What a sidebar link shows beside its label, by href (the number of rows to review beside
 * Conexões bancárias). Read on the server and streamed in after the shell; the desktop sidebar
 * and the phone's drawer both read it from here.
 */
const NavBadges = createContext<Readonly<Record<string, ReactNode>>>({});

export function NavBadgesProvider({ badges, children }: { badges: Readonly<Record<string, ReactNode>>; children: ReactNode }) {
  return <NavBadges.Provider value={badges}>{children}</NavBadges.Provider>;
}

export function useNavBadge(href: string): ReactNode {
  return useContext(NavBadges)[href] ?? null;
}
