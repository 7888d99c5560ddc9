import { describe, expect, it } from "vitest";
import {
  confirmAccountInput,
  loginInput,
  registerInput,
  resetPasswordInput,
} from "@/lib/schemas/auth";

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

const signUp = {
  name: "  Ana  ",
  email: " Ana@Exemplo.COM.br ",
  password: "senha-segura",
  passwordConfirmation: "senha-segura",
  role: "user",
};

describe("auth schemas (shared by the API and the forms)", () => {
  it("trims the name and normalises the e-mail", () => {
    expect(registerInput.parse(signUp)).toMatchObject({ name: "Ana", email: "ana@exemplo.com.br" });
  });

  it("measures the password limit in bytes, not characters", () => {
    const ascii72 = "a".repeat(72);
    expect(registerInput.safeParse({ ...signUp, password: ascii72, passwordConfirmation: ascii72 }).success).toBe(true);
    const accented = "ç".repeat(37); // 74 bytes
    const result = registerInput.safeParse({ ...signUp, password: accented, passwordConfirmation: accented });
    expect(firstMessage(result)).toContain("72 bytes");
    const emoji = `${"a".repeat(69)}💰`; // 73 bytes
    expect(registerInput.safeParse({ ...signUp, password: emoji, passwordConfirmation: emoji }).success).toBe(false);
  });

  it("accepts only the 'user' role", () => {
    expect(firstMessage(registerInput.safeParse({ ...signUp, role: "admin" }))).toContain("'user'");
  });

  it("reports mismatched passwords on the confirmation field", () => {
    const result = registerInput.safeParse({ ...signUp, passwordConfirmation: "outra-coisa" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ["passwordConfirmation"], message: "As senhas não coincidem." });
  });

  it.each([
    [123456, "123456"],
    [42, "000042"],
    ["004200", "004200"],
    [" 987654 ", "987654"],
  ])("reads the code %j as %j", (confirmationCode, expected) => {
    expect(confirmAccountInput.parse({ email: "a@b.com.br", confirmationCode }).confirmationCode).toBe(expected);
  });

  it.each([[1_000_000], [-1], [12.5], ["12345"], ["1234567"], ["12a456"], [null]])("refuses the code %j", (confirmationCode) => {
    expect(firstMessage(confirmAccountInput.safeParse({ email: "a@b.com.br", confirmationCode }))).toBe(
      "O código de confirmação deve ter 6 dígitos.",
    );
  });

  it("names the reset code in its own message", () => {
    const result = resetPasswordInput.safeParse({
      email: "a@b.com.br",
      resetCode: "12",
      newPassword: "senha-nova-1",
      passwordConfirmation: "senha-nova-1",
    });
    expect(firstMessage(result)).toBe("O código de redefinição deve ter 6 dígitos.");
  });

  it("does not apply the new-password rules at login", () => {
    expect(loginInput.safeParse({ email: "a@b.com.br", password: "curta" }).success).toBe(true);
    expect(firstMessage(loginInput.safeParse({ email: "a@b.com.br", password: "" }))).toBe("Informe sua senha.");
  });
});
