"use client";

import { Input } from "@/components/ui/input";

/**
 * Digits as a CPF (000.000.000-00) while 11 or fewer, then as a CNPJ (00.000.000/0000-00); `only`
 * keeps to one of them.
 */
export function maskDocument(raw: string, only?: "cpf" | "cnpj"): string {
  const digits = raw.replace(/\D/g, "").slice(0, only === "cpf" ? 11 : 14);
  if (only !== "cnpj" && digits.length <= 11) {
    return digits
      .replace(/^(\d{3})(\d)/, "$1.$2")
      .replace(/^(\d{3})\.(\d{3})(\d)/, "$1.$2.$3")
      .replace(/\.(\d{3})(\d{1,2})$/, ".$1-$2");
  }
  return digits
    .replace(/^(\d{2})(\d)/, "$1.$2")
    .replace(/^(\d{2})\.(\d{3})(\d)/, "$1.$2.$3")
    .replace(/\.(\d{3})(\d)/, ".$1/$2")
    .replace(/(\d{4})(\d{1,2})$/, "$1-$2");
}

/** A CPF or CNPJ field that puts the dots, slash and dash in as people type (`only` keeps to a CPF or a CNPJ). */
export function DocumentInput({
  value,
  onChange,
  only,
  ...props
}: Omit<React.ComponentProps<typeof Input>, "value" | "onChange"> & {
  value: string;
  onChange: (value: string) => void;
  only?: "cpf" | "cnpj";
}) {
  return (
    <Input
      {...props}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      placeholder={only === "cpf" ? "000.000.000-00" : only === "cnpj" ? "00.000.000/0000-00" : "CPF ou CNPJ"}
      maxLength={only === "cpf" ? 14 : 18}
      onChange={(event) => onChange(maskDocument(event.target.value, only))}
    />
  );
}
