"use client";

import { Download, Share } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { INSTALL_PROMPT_EVENT, INSTALL_PROMPT_GLOBAL } from "@/components/pwa/install-prompt";
import type { BeforeInstallPromptEvent } from "@/components/pwa/install-prompt";

type InstallState =
  | { kind: "unknown" }
  | { kind: "installed" }
  | { kind: "ios" }
  | { kind: "offered"; prompt: BeforeInstallPromptEvent }
  | { kind: "unavailable" };

type WindowWithPrompt = Window & { [INSTALL_PROMPT_GLOBAL]?: BeforeInstallPromptEvent };

function isStandalone(): boolean {
  return (
    window.matchMedia("(display-mode: standalone)").matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** Safari on iPhone or iPad (an iPad may call itself a Mac with a touch screen), not another browser's shell. */
function isIosSafari(): boolean {
  const agent = navigator.userAgent;
  const appleTouch = /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1);
  return appleTouch && /Safari/.test(agent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(agent);
}

function currentState(): InstallState {
  if (isStandalone()) return { kind: "installed" };
  const prompt = (window as WindowWithPrompt)[INSTALL_PROMPT_GLOBAL];
  if (prompt) return { kind: "offered", prompt };
  return isIosSafari() ? { kind: "ios" } : { kind: "unavailable" };
}

/** What this browser allows: the install button, iOS Safari's steps, or a word on why neither. */
export function InstallAppAction() {
  const [state, setState] = useState<InstallState>({ kind: "unknown" });

  useEffect(() => {
    const update = () => setState(currentState());
    const installed = () => {
      delete (window as WindowWithPrompt)[INSTALL_PROMPT_GLOBAL];
      setState({ kind: "installed" });
    };
    update();
    window.addEventListener(INSTALL_PROMPT_EVENT, update);
    window.addEventListener("appinstalled", installed);
    return () => {
      window.removeEventListener(INSTALL_PROMPT_EVENT, update);
      window.removeEventListener("appinstalled", installed);
    };
  }, []);

  async function install(prompt: BeforeInstallPromptEvent) {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    // The browser's offer is good for one prompt; it sends another event if it offers again.
    delete (window as WindowWithPrompt)[INSTALL_PROMPT_GLOBAL];
    setState(outcome === "accepted" ? { kind: "installed" } : currentState());
  }

  switch (state.kind) {
    case "unknown":
      return null;
    case "installed":
      return <p className="text-sm text-zinc-600 dark:text-zinc-400">O Bolso já está instalado neste aparelho.</p>;
    case "offered":
      return (
        <Button onClick={() => void install(state.prompt)} className="self-start">
          <Download aria-hidden="true" />
          Instalar o app
        </Button>
      );
    case "ios":
      return (
        <p data-testid="install-ios-steps" className="text-sm text-zinc-600 dark:text-zinc-400">
          No Safari, toque em <strong className="font-medium text-zinc-900 dark:text-zinc-100">Compartilhar</strong>{" "}
          <Share aria-label="(ícone de compartilhar)" className="inline size-4 align-text-bottom" /> e depois em{" "}
          <strong className="font-medium text-zinc-900 dark:text-zinc-100">Adicionar à Tela de Início</strong>.
        </p>
      );
    case "unavailable":
      return (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          Este navegador não ofereceu a instalação. No Android, use o Chrome; no iPhone ou iPad, o Safari
          (Compartilhar → Adicionar à Tela de Início).
        </p>
      );
  }
}
