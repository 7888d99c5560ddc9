import { describe, expect, it } from "vitest";
import { db } from "@/lib/server/db";
import { POST as commitImport } from "@/app/api/v1/import/[id]/commit/route";
import type { ImportPreviewJson } from "@/lib/schemas/imports";
import { addDays, todayInSaoPaulo } from "@/lib/domain/calendar";
import { syncItem } from "@/server/open-finance/sync-item";
import { listPaymentMethods } from "@/server/payment-methods/list-payment-methods";
import { cents } from "@/lib/format/money";
import type { FakePluggy } from "../fakes/pluggy-server";
import { call } from "../helpers/api";
import { uploadStatement } from "./import-fixtures";
import { atSaoPaulo, connect, rowsOf } from "./open-finance-sync-fixtures";
import { syncStandIn } from "./pluggy-fixture";

const standIn = syncStandIn();

/** Ten days ago and the days after it, in São Paulo. */
const base = addDays(todayInSaoPaulo(), -10);
const day = (offset: number) => addDays(base, offset);

/** What the bank holds of the account: the sync names rows after the merchant, the OFX by its memo. */
function addBankRows(fake: FakePluggy, accountId: string) {
  fake.state.addTransaction(accountId, {
    amount: -27.5,
    date: atSaoPaulo(day(0)),
    description: "COMPRA CARTAO DEB PADARIA PAO QUENTE",
    merchant: { name: "Padaria Pão Quente", businessName: "Padaria Ltda", cnpj: "00" },
  });
  fake.state.addTransaction(accountId, { amount: 800, date: atSaoPaulo(day(2)), description: "TED RECEBIDA JOAO" });
  fake.state.addTransaction(accountId, {
    amount: -64,
    date: atSaoPaulo(day(4)),
    description: "UBER *TRIP",
    merchant: { name: "Uber", businessName: "Uber do Brasil", cnpj: "00" },
  });
}

const ofxDate = (d: string) => `${d.replaceAll("-", "")}000000[-3:BRT]`;

/** The same account's OFX: the same three (one a day later, as banks' files often are) and a fee the sync never brought. */
function ofxFile(): Uint8Array {
  const rows: Array<[string, string, string, string]> = [
    [day(1), "-27.50", "PAGTO DEBITO PADARIA PAO QUENTE", "f1"],
    [day(2), "800.00", "TED RECEBIDA - JOAO SILVA", "f2"],
    [day(4), "-64.00", "UBER TRIP SAO PAULO", "f3"],
    [day(5), "-10.00", "TARIFA PACOTE SERVICOS", "f4"],
  ];
  const list = rows
    .map(
      ([date, amount, memo, fitid]) =>
        `<STMTTRN><TRNTYPE>${amount.startsWith("-") ? "DEBIT" : "CREDIT"}</TRNTYPE><DTPOSTED>${ofxDate(date)}</DTPOSTED><TRNAMT>${amount}</TRNAMT><FITID>${fitid}</FITID><MEMO>${memo}</MEMO></STMTTRN>`,
    )
    .join("\n");
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="211" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1</TRNUID><STMTRS><CURDEF>BRL</CURDEF><BANKTRANLIST><DTSTART>${ofxDate(day(0))}</DTSTART><DTEND>${ofxDate(day(5))}</DTEND>\n${list}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`,
  );
}

async function importOfx(token: string, paymentMethodId: string) {
  const preview = await uploadStatement<ImportPreviewJson>(token, "extrato.ofx", ofxFile(), { paymentMethodId });
  expect(preview.status, JSON.stringify(preview.body)).toBe(201);
  const committed = await call<{ created: number; skipped: number }>(commitImport, {
    method: "POST",
    path: `/api/v1/import/${preview.body._id}/commit`,
    params: { id: preview.body._id },
    token,
    body: {},
  });
  expect(committed.status).toBe(200);
  return { preview: preview.body, committed: committed.body };
}

/** A connected person whose conta corrente Pluggy has synced once (its payment method exists). */
async function connectedAccount() {
  const connected = await connect(standIn.fake);
  const bank = standIn.fake.state.addAccount(connected.remote.id, { type: "BANK", balance: 1000 });
  await syncItem(db, standIn.client, connected.item.id);
  const accountId = (await listPaymentMethods(db, connected.user.id)).find((m) => m.kind === "account")!._id;
  return { ...connected, bank, accountId };
}

const summary = async (userId: string) =>
  (await rowsOf(userId)).map((r) => [r.day, r.valor, r.type, r.pluggyId !== null, r.reconciled ?? false]);

describe("a sync and an OFX import of the same account never store a row twice", () => {
  it("sync, then the OFX: the bank's rows are duplicates in the preview, only the fee is created", async () => {
    const { user, bank, item, accountId, token } = await connectedAccount();
    addBankRows(standIn.fake, bank.id);
    expect((await syncItem(db, standIn.client, item.id))!.created).toBe(3);

    const { preview, committed } = await importOfx(token, accountId);
    expect(preview.rows.map((r) => r.duplicate)).toEqual([true, true, true, false]);
    expect(committed).toEqual({ created: 1, skipped: 3 });
    expect(await summary(user.id)).toEqual([
      [day(0), cents(2750), "despesa", true, false],
      [day(2), cents(80000), "receita", true, false],
      [day(4), cents(6400), "despesa", true, false],
      [day(5), cents(1000), "despesa", false, false],
    ]);
  });

  it("the OFX, then the sync: the bank's rows link to the imported ones (conciliado), nothing is added", async () => {
    const { user, bank, item, accountId, token } = await connectedAccount();
    const { committed } = await importOfx(token, accountId);
    expect(committed).toEqual({ created: 4, skipped: 0 });
    addBankRows(standIn.fake, bank.id);
    const sync = await syncItem(db, standIn.client, item.id);
    expect(sync).toMatchObject({ created: 0, reconciled: 3 });
    // A later sync, and the same OFX again, still add nothing.
    await syncItem(db, standIn.client, item.id, { monthsBack: 1 });
    expect((await importOfx(token, accountId)).committed).toEqual({ created: 0, skipped: 4 });
    expect(await summary(user.id)).toEqual([
      [day(0), cents(2750), "despesa", true, true],
      [day(2), cents(80000), "receita", true, true],
      [day(4), cents(6400), "despesa", true, true],
      [day(5), cents(1000), "despesa", false, false],
    ]);
  });
});
