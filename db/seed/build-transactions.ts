import { cents as toCents, splitInstallments } from "@/lib/format/money";
import type { Cents } from "@/lib/format/money";
import { yearlyDueDayToDate } from "@/lib/domain/due-day";
import type { TransactionTypeName } from "@/db/schema";
import {
  DEMO_INSTALLMENT_PURCHASE,
  DEMO_RECURRING,
  type CategoryName,
  type ObjectiveKey,
  type PaymentMethodName,
  type RecurringKey,
} from "./catalog";
import { createRandom, type Random } from "./random";
import { DEMO_REVIEW_ROWS, DEMO_SUBSCRIPTION, type DemoReviewRow } from "./bank-catalog";
import {
  addDays,
  addMonths,
  clampedDay,
  daysInMonth,
  splitDay,
  type Day,
} from "@/lib/domain/calendar";

export interface SeedTransaction {
  description: string;
  cents: Cents;
  day: Day;
  type: TransactionTypeName;
  category: CategoryName;
  paymentMethod: PaymentMethodName;
  objective?: ObjectiveKey;
  installment?: { index: number; count: number };
  /** A paid occurrence of this recurring bill, due on `day`. */
  recurring?: RecurringKey;
  /** Brought by the bank's last sync and waiting in "A revisar". */
  review?: DemoReviewRow;
}

interface Month {
  year: number;
  month: number;
}

const HISTORY_MONTHS = 12;

/** The first day of the demo's history: day 1 of the month 11 months before `today`'s. */
export function demoHistoryStart(today: Day): Day {
  const { year, month } = splitDay(today);
  return addMonths(clampedDay(year, month, 1), 1 - HISTORY_MONTHS);
}

/** Every transaction of the 12 months that end in `today`'s month (São Paulo calendar days). */
export function buildDemoTransactions(today: Day): SeedTransaction[] {
  const start = demoHistoryStart(today);
  const months: Month[] = Array.from({ length: HISTORY_MONTHS }, (_, i) =>
    splitDay(addMonths(start, i)),
  );
  const everyday = months.flatMap((m, i) => buildMonth(m, i));
  const rows = [
    ...everyday,
    ...weeklyCleaner(months),
    ...installmentPurchase(today),
    ...waitingForReview(today),
  ].map((row) => firstWeekByToday(row, today));
  // Instalments are billed ahead; everything else only happened up to today.
  return rows.filter((row) => row.installment || row.day <= today);
}

/** The days of a month whose rows have happened, in the demo, by whatever day it is opened. */
const FIRST_WEEK = 7;

/**
 * The demo is alive on any day of the month: early in today's month (days 1 to 6), a row of its
 * first week not yet due (the salary on the 5th, the gym, the first groceries) is dated today, so
 * the month already has income, spending and recent rows. Bills (their occurrences keep their due
 * days) and parcelas keep their dates; other months are untouched.
 */
export function firstWeekByToday(row: SeedTransaction, today: Day): SeedTransaction {
  if (row.recurring || row.installment || row.day <= today) return row;
  const { year, month, day } = splitDay(row.day);
  const now = splitDay(today);
  const sameMonth = year === now.year && month === now.month;
  return sameMonth && day <= FIRST_WEEK ? { ...row, day: today } : row;
}

function buildMonth(m: Month, position: number): SeedTransaction[] {
  // Seeded by the month itself: a given month always holds the same records.
  const random = createRandom(m.year * 100 + m.month);
  const day = (d: number) => clampedDay(m.year, m.month, d);
  const summer = m.month === 12 || m.month <= 3;
  const rows: SeedTransaction[] = [
    tx("Salário", 745_000, day(5), "receita", "Salário", "Pix"),
    { ...tx("Aluguel", 215_000, day(10), "despesa", "Moradia", "Pix"), recurring: "aluguel" },
    {
      ...tx("Internet Vivo Fibra", 11_990, day(15), "despesa", "Contas", "Cartão de crédito"),
      recurring: "internet",
    },
    tx("Academia Smart Fit", 11_990, day(3), "despesa", "Saúde", "Cartão de crédito"),
    tx("Netflix", 4_490, day(8), "despesa", "Lazer", "Cartão de crédito"),
    tx("Plano de celular Claro", 5_990, day(12), "despesa", "Contas", "Cartão de crédito"),
    tx(
      "Conta de luz (Enel)",
      random.cents(summer ? 230 : 150, summer ? 310 : 210),
      day(18),
      "despesa",
      "Contas",
      "Boleto",
    ),
    tx("Conta de água (Sabesp)", random.cents(70, 110), day(20), "despesa", "Contas", "Boleto"),
    {
      ...tx("Aporte — Reserva de emergência", 60_000, day(6), "despesa", "Investimentos", "Pix"),
      objective: "reserva",
    },
  ];
  if (position >= 5) {
    rows.push({
      ...tx("Aporte — Viagem para o Nordeste", 45_000, day(7), "despesa", "Investimentos", "Pix"),
      objective: "viagem",
    });
  }
  if (position >= HISTORY_MONTHS - DEMO_SUBSCRIPTION.months) {
    // A subscription signed up for a few months ago: the one the app offers to follow.
    const { description, cents, day: due } = DEMO_SUBSCRIPTION;
    rows.push(tx(description, cents, day(due), "despesa", "Lazer", "Cartão de crédito"));
  }
  if (m.month === 3) {
    const ipva = DEMO_RECURRING.find((r) => r.key === "ipva");
    if (ipva) {
      rows.push({
        ...tx(
          `IPVA ${m.year}`,
          ipva.amountCents,
          ipvaDay(m.year, ipva.dueDay),
          "despesa",
          "Transporte",
          "Boleto",
        ),
        recurring: "ipva",
      });
    }
  }
  rows.push(...groceries(random, day), ...dailyLife(random, day));
  return rows;
}

function groceries(random: Random, day: (d: number) => Day): SeedTransaction[] {
  const places = [
    "Mercado Pão de Açúcar",
    "Atacadão",
    "Carrefour",
    "Hortifrúti Oba",
    "Feira livre",
  ];
  return [3, 10, 17, 24].map((start) =>
    tx(
      random.pick(places),
      random.cents(140, 520),
      day(start + random.int(0, 3)),
      "despesa",
      "Mercado",
      random.pick(["Cartão de débito", "Cartão de crédito"] as const),
    ),
  );
}

function dailyLife(random: Random, day: (d: number) => Day): SeedTransaction[] {
  const rows: SeedTransaction[] = [
    tx(
      "Posto Ipiranga",
      random.cents(180, 260),
      day(random.int(2, 12)),
      "despesa",
      "Transporte",
      "Cartão de crédito",
    ),
    tx(
      "Posto Shell",
      random.cents(180, 260),
      day(random.int(16, 27)),
      "despesa",
      "Transporte",
      "Cartão de crédito",
    ),
  ];
  for (let i = random.int(2, 4); i > 0; i--) {
    const app = random.pick(["Uber", "99"]);
    rows.push(
      tx(
        app,
        random.cents(14, 48),
        day(random.int(1, 28)),
        "despesa",
        "Transporte",
        "Cartão de crédito",
      ),
    );
  }
  for (let i = random.int(2, 4); i > 0; i--) {
    rows.push(
      tx(
        "iFood",
        random.cents(32, 95),
        day(random.int(1, 28)),
        "despesa",
        "Restaurantes",
        "Cartão de crédito",
      ),
    );
  }
  if (random.chance(0.7)) {
    rows.push(
      tx(
        "Farmácia Drogasil",
        random.cents(28, 140),
        day(random.int(1, 28)),
        "despesa",
        "Saúde",
        "Cartão de débito",
      ),
    );
  }
  const outing = random.pick([
    "Cinema — Cinemark",
    "Bar com amigos",
    "Show no Allianz Parque",
    "Passeio no Ibirapuera",
  ]);
  rows.push(
    tx(
      outing,
      random.cents(40, 260),
      day(random.int(1, 28)),
      "despesa",
      "Lazer",
      "Cartão de crédito",
    ),
  );
  const pix = random.pick([
    { description: "Pix para Juliana — racha do churrasco", category: "Lazer" },
    { description: "Pix para mãe — ajuda no mercado", category: "Mercado" },
    { description: "Pix para João — conserto do chuveiro", category: "Moradia" },
    { description: "Pix — presente de aniversário", category: "Lazer" },
  ] as const);
  rows.push(
    tx(
      pix.description,
      random.cents(50, 300),
      day(random.int(1, 28)),
      "despesa",
      pix.category,
      "Pix",
    ),
  );
  if (random.chance(0.4)) {
    rows.push(
      tx("Padaria", random.cents(12, 45), day(random.int(1, 28)), "despesa", "Mercado", "Dinheiro"),
    );
  }
  if (random.chance(0.35)) {
    const job = random.pick(["site institucional", "landing page", "manutenção de sistema"]);
    rows.push(
      tx(
        `Freelance — ${job}`,
        random.cents(800, 2400),
        day(random.int(12, 26)),
        "receita",
        "Freelance",
        "Pix",
      ),
    );
  }
  if (random.chance(0.3)) {
    rows.push(
      tx(
        "Livro — Amazon",
        random.cents(39, 89),
        day(random.int(1, 28)),
        "despesa",
        "Educação",
        "Cartão de crédito",
      ),
    );
  }
  return rows;
}

/** The cleaner, paid every Friday (weekly due day 5: modulo 7, 0 = domingo). */
function weeklyCleaner(months: Month[]): SeedTransaction[] {
  const cleaner = DEMO_RECURRING.find((r) => r.key === "diarista");
  if (!cleaner) return [];
  return months.flatMap((m) =>
    Array.from({ length: daysInMonth(m.year, m.month) }, (_, i) => clampedDay(m.year, m.month, i + 1))
      .filter((d) => weekday(d) === cleaner.dueDay % 7)
      .map((d) => ({
        ...tx(cleaner.name, cleaner.amountCents, d, "despesa", "Moradia", "Pix"),
        recurring: "diarista" as const,
      })),
  );
}

function installmentPurchase(today: Day): SeedTransaction[] {
  const p = DEMO_INSTALLMENT_PURCHASE;
  const { year, month } = splitDay(addMonths(today, -p.monthsAgo));
  const first = clampedDay(year, month, p.day);
  return splitInstallments(toCents(p.totalCents), p.count).map((cents, i) => ({
    ...tx(
      `${p.description} (${i + 1}/${p.count})`,
      cents,
      addMonths(first, i),
      "despesa",
      p.category,
      p.paymentMethod,
    ),
    installment: { index: i + 1, count: p.count },
  }));
}

/** The last sync's rows still to review, dated up to a few days before today. */
function waitingForReview(today: Day): SeedTransaction[] {
  return DEMO_REVIEW_ROWS.map((row) => ({
    ...tx(row.description, row.cents, addDays(today, -row.daysAgo), row.type ?? "despesa", row.category, row.paymentMethod),
    review: row,
  }));
}

function tx(
  description: string,
  cents: number,
  day: Day,
  type: TransactionTypeName,
  category: CategoryName,
  paymentMethod: PaymentMethodName,
): SeedTransaction {
  return { description, cents: toCents(cents), day, type, category, paymentMethod };
}

function weekday(day: string): number {
  const { year, month, day: d } = splitDay(day);
  return new Date(Date.UTC(year, month - 1, d)).getUTCDay();
}

/** The yearly bill's day as the app reads it (a leap-year calendar), so its occurrence is paid. */
function ipvaDay(year: number, dueDay: number): Day {
  const { month, day } = yearlyDueDayToDate(dueDay);
  return clampedDay(year, month, day);
}
