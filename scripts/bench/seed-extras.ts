/**
 * What the heavy account holds besides its history, so that every read call of the API has a real
 * record to read (scripts/bench/api-calls.ts): payees on the last months' rows, tags on some rows,
 * an investment, a loan, a dependent, an API token, a webhook with deliveries, an attachment on the
 * sample transaction, and a household the person owns with one member who shares an account and
 * has rows "da casa" of their own. Run after seedHeavyAccount, in one transaction.
 */
import type { Client } from "pg";
import { LATEST_TAX_RULES } from "@/lib/domain/tax/rules";
import { BENCH_PASSWORD } from "./seed";
import bcrypt from "bcryptjs";

/** The household member's e-mail (password BENCH_PASSWORD). */
export const HOUSEHOLD_MEMBER_EMAIL = "bench-casa@exemplo.com.br";

const TAGS = ["Viagem", "Trabalho", "Reforma da casa"];
const PAYEES = ["Mercado Extra", "Padaria Pão Quente", "Posto Shell", "Farmácia Drogasil", "iFood"];

export async function seedHeavyExtras(client: Client, userId: string): Promise<void> {
  await client.query("begin");
  try {
    // The last three months' rows of five descriptions carry their payee.
    await client.query(
      `insert into payees (user_id, name, name_key, kind)
       select $1, name, search_fold(name), 'empresa' from unnest($2::text[]) name`,
      [userId, PAYEES],
    );
    await client.query(
      `update transactions t set payee_id = p.id
       from payees p
       where p.user_id = $1 and t.user_id = $1 and t.description = p.name
         and t.transaction_date >= (date_trunc('month', current_date) - interval '2 months')::date`,
      [userId],
    );
    // One row in 20 of the last three months is tagged.
    await client.query(
      `insert into tags (user_id, name) select $1, name from unnest($2::text[]) name`,
      [userId, TAGS],
    );
    await client.query(
      `insert into transaction_tags (transaction_id, tag_id, user_id)
       select t.id, (select id from tags where user_id = $1 order by key offset (abs(hashtext(t.id::text)) % 3) limit 1), $1
       from transactions t
       where t.user_id = $1 and abs(hashtext(t.id::text)) % 20 = 0
         and t.transaction_date >= (date_trunc('month', current_date) - interval '2 months')::date`,
      [userId],
    );
    await client.query(
      `insert into investments (user_id, name, kind, balance, amount_original, purchase_date, due_date, rate_text)
       values ($1, 'CDB Banco Inter 110% CDI', 'renda_fixa', 15230.45, 12000, current_date - 400, current_date + 700, '110% CDI'),
              ($1, 'Tesouro IPCA+ 2035', 'renda_fixa', 8400.10, 7000, current_date - 900, '2035-05-15', 'IPCA + 6,1%')`,
      [userId],
    );
    await client.query(
      `insert into loans (user_id, name, kind, creditor_name, contract_amount, contract_date, balance,
                          installment_amount, installments_total, installments_paid)
       values ($1, 'Financiamento do carro', 'financiamento_veiculo', 'Banco do Brasil', 60000,
               current_date - 500, 41250.30, 1650.00, 48, 16)`,
      [userId],
    );
    await client.query(
      `insert into dependents (user_id, name, cpf, birth_date, relationship)
       values ($1, 'Ana Pesada', '52998224725', '2015-03-10', $2)`,
      [userId, LATEST_TAX_RULES.dependentRelationships[0]!.code],
    );
    await client.query(
      `insert into api_tokens (user_id, name, prefix, token_hash, scope)
       values ($1, 'Planilha', 'bolso_bench', md5('bench-token'), 'read')`,
      [userId],
    );
    const {
      rows: [webhook],
    } = await client.query<{ id: string }>(
      `insert into webhooks (user_id, url, events, secret_ciphertext)
       values ($1, 'https://exemplo.com.br/bolso', array['transaction.created']::varchar[], 'bench') returning id`,
      [userId],
    );
    await client.query(
      `insert into webhook_deliveries (webhook_id, user_id, event_id, event, payload, status, attempts, delivered_at)
       select $2, $1, gen_random_uuid(), 'transaction.created', '{}'::jsonb, 'delivered', 1, now() - make_interval(hours => i)
       from generate_series(1, 20) i`,
      [userId, webhook!.id],
    );
    // The attachment's file is not written: its download is measured by npm run bench:receipts.
    await client.query(
      `insert into attachments (user_id, transaction_id, storage_key, file_name, content_type, size)
       select $1, id, 'bench/recibo.pdf', 'recibo.pdf', 'application/pdf', 48213
       from transactions where user_id = $1 and transaction_date >= date_trunc('month', current_date)::date
       order by transaction_date, id limit 1`,
      [userId],
    );
    await seedHousehold(client, userId);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  }
}

/**
 * The heavy account's person owns "Casa Pesada"; a member (level "full") shares one account and
 * pays a month's bills from it, half of them "da casa"; a tenth of the owner's current month is
 * "da casa" too, so the split and the settlement have something to add up.
 */
async function seedHousehold(client: Client, ownerId: string): Promise<void> {
  const {
    rows: [member],
  } = await client.query<{ id: string }>(
    `insert into users (name, email, password_hash, confirmed_at, subscription_status)
     values ('Membro da Casa', $1, $2, now(), 'active') returning id`,
    [HOUSEHOLD_MEMBER_EMAIL, bcrypt.hashSync(BENCH_PASSWORD, 4)],
  );
  const {
    rows: [household],
  } = await client.query<{ id: string }>(
    "insert into households (name, owner_id) values ('Casa Pesada', $1) returning id",
    [ownerId],
  );
  await client.query(
    `insert into household_members (household_id, user_id, level) values ($1, $2, 'owner'), ($1, $3, 'full')`,
    [household!.id, ownerId, member!.id],
  );
  await client.query(
    `insert into payment_methods (user_id, name, color, kind, sharing)
     values ($1, 'Conta conjunta', '#0EA5E9', 'account', 'shared')`,
    [member!.id],
  );
  await client.query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, payment_method_id, household)
     select $1, case when i % 3 = 0 then 'Conta de luz' else 'Mercado do bairro' end,
            round((20 + (i * 37) % 400)::numeric, 2),
            (date_trunc('month', current_date) - make_interval(months => i % 3))::date + (i % 27),
            (select id from transaction_types where transaction_type = 'despesa'),
            (select id from payment_methods where user_id = $1 and name = 'Conta conjunta'),
            i % 2 = 0
     from generate_series(1, 120) i`,
    [member!.id],
  );
  await client.query(
    `update transactions set household = true
     where user_id = $1 and transaction_date >= date_trunc('month', current_date)::date
       and abs(hashtext(id::text)) % 10 = 0`,
    [ownerId],
  );
}
