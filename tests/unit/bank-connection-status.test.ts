import { describe, expect, it } from "vitest";
import { connectionNeedsAction, connectionStatusLabel } from "@/lib/domain/bank-connection-status";

const now = new Date("2026-11-27T12:00:00Z");
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);
const state = (status: string, consentExpiresAt: Date | null = null) => ({ status, consentExpiresAt });

describe("a bank connection's state in pt-BR", () => {
  it.each([
    ["UPDATED", "Atualizada", false],
    ["UPDATING", "Atualizando", false],
    ["LOGIN_ERROR", "Credenciais inválidas", true],
    ["OUTDATED", "Desatualizada", true],
    ["WAITING_USER_INPUT", "O banco pede uma ação sua", true],
    ["WAITING_USER_ACTION", "O banco pede uma ação sua", true],
  ])("%s → %s", (status, label, needsAction) => {
    expect(connectionStatusLabel(state(status), now)).toBe(label);
    expect(connectionNeedsAction(state(status), now)).toBe(needsAction);
  });

  it("counts the days a consent has left, from 7 down; further away it says nothing", () => {
    expect(connectionStatusLabel(state("UPDATED", inDays(7)), now)).toBe("Consentimento expira em 7 dias");
    expect(connectionStatusLabel(state("UPDATED", inDays(2.5)), now)).toBe("Consentimento expira em 3 dias");
    expect(connectionStatusLabel(state("UPDATED", inDays(0.2)), now)).toBe("Consentimento expira em 1 dia");
    expect(connectionStatusLabel(state("UPDATED", inDays(-1)), now)).toBe("Consentimento expirado");
    expect(connectionNeedsAction(state("UPDATED", inDays(7)), now)).toBe(true);
    expect(connectionStatusLabel(state("UPDATED", inDays(7.01)), now)).toBe("Atualizada");
    expect(connectionNeedsAction(state("UPDATED", inDays(30)), now)).toBe(false);
  });

  it("puts what the bank imposes before the consent", () => {
    expect(connectionStatusLabel(state("LOGIN_ERROR", inDays(2)), now)).toBe("Credenciais inválidas");
  });

  it("names an unknown state without failing", () => {
    expect(connectionStatusLabel(state("ALGO_NOVO"), now)).toBe("Situação desconhecida");
    expect(connectionNeedsAction(state("ALGO_NOVO"), now)).toBe(false);
  });
});
