/**
 * The bank's own consents (data processing, marketing, the credit bureau): the wording the bank
 * asks for, in every language, and the customer's list and withdrawal. A consent keeps the
 * wording it was given with (copied into its row), so a later change of the text below never
 * changes what a customer agreed to.
 */
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Locale } from '../../domain/locale';
import { type Clock, toDate } from '../clock';
import type { BankDb } from '../db/client';
import { type OtherConsentKind, otherConsents } from '../db/schema';
import { BankError } from '../errors/bank-error';
import { isUuid } from '../ledger/db';
import type { Schemas } from '../openapi/json';

type Texts = Readonly<Record<Locale, string>>;

export const otherConsentWording: Readonly<
  Record<OtherConsentKind, { title: Texts; text: Texts }>
> = {
  DATA_PROCESSING: {
    title: {
      az: 'Şəxsi məlumatların emalı',
      ru: 'Обработка персональных данных',
      en: 'Processing of personal data',
    },
    text: {
      az: 'Bank şəxsi məlumatlarımı (ad, şəxsiyyət vəsiqəsinin məlumatları, əlaqə məlumatları, əməliyyatlar) xidmət göstərmək, qanunun tələblərini yerinə yetirmək və riskləri qiymətləndirmək üçün emal edə bilər.',
      ru: 'Банк может обрабатывать мои персональные данные (имя, данные удостоверения личности, контакты, операции) для оказания услуг, исполнения требований закона и оценки рисков.',
      en: 'The bank may process my personal data (name, identity document details, contact details, transactions) to provide its services, meet the requirements of the law and assess risks.',
    },
  },
  MARKETING: {
    title: {
      az: 'Reklam və təkliflər',
      ru: 'Реклама и предложения',
      en: 'Advertising and offers',
    },
    text: {
      az: 'Bank mənə SMS, e-poçt və tətbiq bildirişləri ilə öz məhsulları və tərəfdaşlarının təklifləri barədə məlumat göndərə bilər.',
      ru: 'Банк может присылать мне по SMS, электронной почте и в уведомлениях приложения сведения о своих продуктах и предложениях партнёров.',
      en: "The bank may send me news of its products and its partners' offers by SMS, email and app notifications.",
    },
  },
  CREDIT_BUREAU: {
    title: {
      az: 'Kredit bürosuna sorğu',
      ru: 'Запрос в кредитное бюро',
      en: 'Credit bureau enquiries',
    },
    text: {
      az: 'Bank kredit tarixçəm barədə Azərbaycan Kredit Bürosundan məlumat ala və ona kreditlərim barədə məlumat verə bilər.',
      ru: 'Банк может запрашивать мою кредитную историю в Кредитном бюро Азербайджана и передавать туда сведения о моих кредитах.',
      en: 'The bank may obtain my credit history from the Azerbaijan Credit Bureau and report my loans to it.',
    },
  },
};

type OtherConsentRow = typeof otherConsents.$inferSelect;

export function otherConsentJson(row: OtherConsentRow, locale: Locale): Schemas['OtherConsent'] {
  return {
    id: row.id,
    kind: row.kind,
    title: row.titles[locale],
    text: row.texts[locale],
    givenAt: row.givenAt.toISOString(),
    status: row.withdrawnAt ? 'WITHDRAWN' : 'GIVEN',
    withdrawnAt: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

const cursorPattern = /^([0-9]{1,15})\.([0-9a-f-]{36})$/i;

export async function listOtherConsents(
  db: BankDb,
  customerId: string,
  { cursor, limit }: { cursor?: string; limit: number },
) {
  const after = cursor === undefined ? undefined : cursorPattern.exec(cursor);
  if (after === null || (after && !isUuid(after[2] ?? ''))) {
    throw new BankError('VALIDATION_FAILED', 400);
  }
  const rows = await db
    .select()
    .from(otherConsents)
    .where(
      and(
        eq(otherConsents.customerId, customerId),
        after
          ? or(
              lt(otherConsents.givenAt, new Date(Number(after[1]))),
              and(
                eq(otherConsents.givenAt, new Date(Number(after[1]))),
                lt(otherConsents.id, after[2] ?? ''),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(otherConsents.givenAt), desc(otherConsents.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? `${last.givenAt.getTime()}.${last.id}` : null;
  return { items, nextCursor };
}

export async function withdrawOtherConsent(
  { db, clock }: { db: BankDb; clock: Clock },
  customerId: string,
  id: string,
): Promise<OtherConsentRow> {
  const notFound = new BankError('NOT_FOUND', 404, {}, 'CONSENT_NOT_FOUND');
  if (!isUuid(id)) throw notFound;
  const mine = and(eq(otherConsents.id, id), eq(otherConsents.customerId, customerId));
  const [withdrawn] = await db
    .update(otherConsents)
    .set({ withdrawnAt: toDate(clock.now()) })
    .where(and(mine, isNull(otherConsents.withdrawnAt)))
    .returning();
  if (withdrawn) return withdrawn;
  const [exists] = await db.select({ id: otherConsents.id }).from(otherConsents).where(mine);
  throw exists ? new BankError('OTHER_CONSENT_WITHDRAWN', 409) : notFound;
}

/** Gives the bank's consents of `kinds` for a customer (the seed's demo customers). */
export async function giveOtherConsents(
  db: BankDb,
  customerId: string,
  given: readonly { kind: OtherConsentKind; at: Date }[],
) {
  if (given.length === 0) return;
  await db.insert(otherConsents).values(
    given.map(({ kind, at }) => ({
      customerId,
      kind,
      titles: otherConsentWording[kind].title,
      texts: otherConsentWording[kind].text,
      givenAt: at,
    })),
  );
}
