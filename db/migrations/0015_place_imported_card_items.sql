-- Purchases imported into a credit card before imports placed them have no fatura. Each joins the
-- first fatura whose closing date is after its day (statementOfPurchase in lib/domain/card-statement.ts):
-- searching from the month before the purchase's own, with the days in force for that fatura (the
-- first card_past_days entry whose until_month is after it, else the card's current days). A
-- fatura closes in its own month when closing_day < due_day, else in the month before, on
-- closing_day clamped to that month's length. Imports create no parcelas, so none are touched.
UPDATE "transactions" AS t
SET "statement_month" = placed.month, "updated_at" = now()
FROM (
  SELECT t2.id, (
    SELECT m.month
    FROM generate_series(0, 3) AS s(step)
    CROSS JOIN LATERAL (
      SELECT (date_trunc('month', t2.transaction_date) + make_interval(months => s.step - 1))::date AS month
    ) AS m
    CROSS JOIN LATERAL (
      SELECT coalesce(p.closing_day, pm.closing_day) AS closing_day, coalesce(p.due_day, pm.due_day) AS due_day
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT cpd.closing_day, cpd.due_day FROM "card_past_days" AS cpd
        WHERE cpd.card_id = pm.id AND cpd.until_month > m.month
        ORDER BY cpd.until_month LIMIT 1
      ) AS p ON true
    ) AS d
    CROSS JOIN LATERAL (
      SELECT CASE WHEN d.closing_day < d.due_day THEN m.month ELSE (m.month - interval '1 month')::date END AS month
    ) AS closing
    WHERE s.step = 3
       OR make_date(
            extract(year FROM closing.month)::int,
            extract(month FROM closing.month)::int,
            least(d.closing_day, extract(day FROM closing.month + interval '1 month' - interval '1 day')::int)
          ) > t2.transaction_date
    ORDER BY s.step
    LIMIT 1
  ) AS month
  FROM "transactions" AS t2
  JOIN "import_transactions" AS it ON it.transaction_id = t2.id
  JOIN "payment_methods" AS pm ON pm.id = t2.payment_method_id AND pm.user_id = t2.user_id
  WHERE t2.statement_month IS NULL
    AND t2.installment_group_id IS NULL
    AND pm.kind = 'credit_card'
    AND pm.closing_day IS NOT NULL
    AND pm.due_day IS NOT NULL
) AS placed
WHERE t.id = placed.id;
