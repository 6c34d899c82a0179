/**
 * About three months of everyday money for a demo customer: salary from another bank through
 * clearing, card purchases at shops, utility and mobile payments. Deterministic: the same seed
 * and the same "today" give the same history, so demos and screenshots are repeatable.
 */
import type { Temporal } from 'temporal-polyfill';
import type { OperationCategory } from '../../domain/operation-categories';
import type { Currency } from '../db/schema';

/** mulberry32: a tiny, well-known seeded generator; enough for demo data, never for secrets. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The categories the demo's everyday spending and income fall into. */
export type Category = Extract<
  OperationCategory,
  | 'SALARY'
  | 'GROCERIES'
  | 'RESTAURANTS'
  | 'TRANSPORT'
  | 'SHOPPING'
  | 'HEALTH'
  | 'ENTERTAINMENT'
  | 'TRAVEL'
  | 'UTILITIES'
  | 'MOBILE'
>;

/** One movement to book: money in (salary) or out (the rest) of a current account. */
export interface PlannedOperation {
  /** Local time in Baku. */
  at: Temporal.PlainDateTime;
  kind: 'SALARY' | 'CARD_PURCHASE' | 'UTILITY_PAYMENT' | 'MOBILE_PAYMENT';
  category: Category;
  merchant: string;
  description: string;
  currency: Currency;
  /** Minor units, positive; the direction comes from the kind. */
  amount: bigint;
  /** Which of the customer's cards paid: 0 the default AZN card, 1 the USD card. */
  card?: 0 | 1;
}

interface Shop {
  category: Category;
  merchants: readonly string[];
  /** Chance per day, and the amount range in whole manats. */
  chance: number;
  min: number;
  max: number;
}

const shops: readonly Shop[] = [
  {
    category: 'GROCERIES',
    merchants: ['Bravo', 'Araz Market', 'Bazarstore', 'Neptun'],
    chance: 0.55,
    min: 6,
    max: 60,
  },
  {
    category: 'RESTAURANTS',
    merchants: ['Firuzə', 'Şirvanşah Muzey-Restoran', 'Coffee Moffie', 'Wolt'],
    chance: 0.22,
    min: 12,
    max: 75,
  },
  { category: 'TRANSPORT', merchants: ['Bolt', 'Uber', 'BakuCard'], chance: 0.3, min: 2, max: 14 },
  {
    category: 'SHOPPING',
    merchants: ['Port Baku Mall', '28 Mall', 'Zara Gənclik Mall'],
    chance: 0.06,
    min: 40,
    max: 170,
  },
  {
    category: 'HEALTH',
    merchants: ['Zeytun Aptek', 'Avromed Aptek'],
    chance: 0.05,
    min: 8,
    max: 45,
  },
  {
    category: 'ENTERTAINMENT',
    merchants: ['CinemaPlus', 'Park Cinema'],
    chance: 0.04,
    min: 10,
    max: 30,
  },
];

const utilities = [
  { day: 12, merchant: 'Azərişıq', min: 18, max: 45 },
  { day: 14, merchant: 'Azəriqaz', min: 12, max: 60 },
  { day: 15, merchant: 'Azərsu', min: 6, max: 14 },
] as const;

export interface Profile {
  employer: string;
  /** Monthly salary, minor units AZN, paid on `salaryDay`. */
  salary: bigint;
  salaryDay: number;
  /** Scales everyday spending to the customer's means. */
  spending: number;
  mobileOperator: 'Azercell' | 'Bakcell' | 'Nar';
  phone: string;
  subscriberCode: string;
}

function minorBetween(random: () => number, min: number, max: number, scale = 1): bigint {
  const major = (min + random() * (max - min)) * scale;
  return BigInt(Math.max(1, Math.round(major * 100)));
}

function timeOn(day: Temporal.PlainDate, random: () => number, from = 9, to = 22) {
  const minutes = Math.floor(random() * (to - from) * 60);
  return day.toPlainDateTime({ hour: from + Math.floor(minutes / 60), minute: minutes % 60 });
}

/** Everything a day brings, in the order it happened. */
function dayOperations(
  day: Temporal.PlainDate,
  profile: Profile,
  random: () => number,
): PlannedOperation[] {
  const planned: PlannedOperation[] = [];
  if (day.day === profile.salaryDay) {
    planned.push({
      at: day.toPlainDateTime({ hour: 10, minute: 5 }),
      kind: 'SALARY',
      category: 'SALARY',
      merchant: profile.employer,
      description: `${profile.employer}: əmək haqqı`,
      currency: 'AZN',
      amount: profile.salary,
    });
  }
  for (const shop of shops) {
    if (random() >= shop.chance) continue;
    const merchant = shop.merchants[Math.floor(random() * shop.merchants.length)] ?? '';
    planned.push({
      at: timeOn(day, random),
      kind: 'CARD_PURCHASE',
      category: shop.category,
      merchant,
      description: `${merchant}, Bakı`,
      currency: 'AZN',
      amount: minorBetween(random, shop.min, shop.max, profile.spending),
      card: 0,
    });
  }
  for (const utility of utilities) {
    if (day.day !== utility.day) continue;
    planned.push({
      at: timeOn(day, random, 19, 22),
      kind: 'UTILITY_PAYMENT',
      category: 'UTILITIES',
      merchant: utility.merchant,
      description: `${utility.merchant}: abonent ${profile.subscriberCode}`,
      currency: 'AZN',
      amount: minorBetween(random, utility.min, utility.max),
    });
  }
  if (day.day === 3 || day.day === 18) {
    planned.push({
      at: timeOn(day, random, 8, 10),
      kind: 'MOBILE_PAYMENT',
      category: 'MOBILE',
      merchant: profile.mobileOperator,
      description: `${profile.mobileOperator}: ${profile.phone}`,
      currency: 'AZN',
      amount: BigInt(5 + Math.floor(random() * 4) * 5) * 100n,
    });
  }
  if (day.dayOfWeek === 6 && random() < 0.5) {
    const merchant = random() < 0.5 ? 'Amazon.com' : 'Booking.com';
    planned.push({
      at: timeOn(day, random),
      kind: 'CARD_PURCHASE',
      category: merchant === 'Amazon.com' ? 'SHOPPING' : 'TRAVEL',
      merchant,
      description: merchant,
      currency: 'USD',
      amount: minorBetween(random, 15, 90),
      card: 1,
    });
  }
  return planned.sort((a, b) => a.at.toString().localeCompare(b.at.toString()));
}

/** Days from `first` through `last`, both included. */
export function plannedOperations(
  first: Temporal.PlainDate,
  last: Temporal.PlainDate,
  profile: Profile,
  seed: number,
): PlannedOperation[] {
  const random = seededRandom(seed);
  const planned: PlannedOperation[] = [];
  for (let day = first; day.until(last).days >= 0; day = day.add({ days: 1 })) {
    planned.push(...dayOperations(day, profile, random));
  }
  return planned;
}
