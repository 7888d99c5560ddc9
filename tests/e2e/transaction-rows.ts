import { e2eDb } from "./fixtures";

/** Transactions straight into the e2e database, for specs that start from a filled month. */
interface Row {
  description: string;
  valor: string;
  day: string;
  kind: "receita" | "despesa";
  category?: string;
}

/** Rows straight into the database; `category` is one of the user's categories, by name. */
export async function insertRows(userId: string, list: readonly Row[]) {
  for (const item of list) {
    await e2eDb().query(
      `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id, category_id)
       select $1, $2, $3::numeric, $4::date, t.id,
         (select id from categories where user_id = $1 and name = $6)
       from transaction_types t where t.transaction_type = $5`,
      [userId, item.description, item.valor, item.day, item.kind, item.category ?? null],
    );
  }
}

/** `count` expenses of 1, 2, 3... centavos spread over the month, in one statement. */
export async function insertMany(userId: string, count: number, month: string, prefix = "Compra") {
  await e2eDb().query(
    `insert into transactions (user_id, description, valor, transaction_date, transaction_type_id)
     select $1, $4 || ' ' || g, g / 100.0, ($3 || '-01')::date + (g % 28), t.id
     from generate_series(1, $2::int) g, transaction_types t where t.transaction_type = 'despesa'`,
    [userId, count, month, prefix],
  );
}
