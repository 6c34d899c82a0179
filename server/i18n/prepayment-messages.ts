/**
 * Messages of early repayment (PRODUCT 4.5, 8): the catalogue's seven refusals, whose codes are
 * the contract's PrepaymentErrorCode, and the texts that say which client data was wrong under
 * PREPAYMENT_VALIDATION.
 */
import type { Locale } from '../../domain/locale';
import type { components } from '../../openapi/generated/schema';

type Translations = Readonly<Record<Locale, string>>;

export const prepaymentErrorMessages = {
  PREPAYMENT_UNEXPECTED: {
    az: 'Gözlənilməz xəta baş verdi. Bir az sonra yenidən cəhd edin.',
    ru: 'Произошла непредвиденная ошибка. Попробуйте чуть позже.',
    en: 'An unexpected error occurred. Try again a bit later.',
  },
  PREPAYMENT_VALIDATION: {
    az: 'Məlumatlarda və ya müştəri məlumatlarında xəta var.',
    ru: 'Ошибка в данных запроса или данных клиента.',
    en: 'The request or the client data is not valid.',
  },
  PREPAYMENT_NOT_FOUND: {
    az: 'Vaxtından əvvəl ödəniş sorğusu tapılmadı.',
    ru: 'Заявка на досрочное погашение не найдена.',
    en: 'The prepayment request was not found.',
  },
  PREPAYMENT_ALREADY_EXISTS: {
    az: 'Bu kredit üzrə artıq aktiv sorğu var.',
    ru: 'По этому кредиту уже есть активная заявка.',
    en: 'An active request already exists for this loan.',
  },
  PREPAYMENT_AMOUNT_BELOW_MIN: {
    az: 'Məbləğ minimumdan azdır: ən azı {min} ₼.',
    ru: 'Сумма меньше минимальной: не меньше {min} ₼.',
    en: 'The amount is below the minimum: at least {min} ₼.',
  },
  PREPAYMENT_INVALID_LOAN: {
    az: 'Kreditin növü, borc məbləği və ya tarix uyğun deyil: bu ödənişi yalnız filialda etmək olar.',
    ru: 'Неподходящий вид кредита, сумма долга или дата: такое погашение возможно только в отделении.',
    en: 'The loan kind, debt amount or date does not allow it: this repayment is possible only at a branch.',
  },
  PREPAYMENT_OVERDUE_DEBT: {
    az: 'Kredit üzrə gecikmiş borc var: əvvəlcə onu ödəyin.',
    ru: 'По кредиту есть просроченная задолженность: сначала погасите её.',
    en: 'The loan has an overdue debt: pay it first.',
  },
} as const satisfies Record<components['schemas']['PrepaymentErrorCode'], Translations>;

export const prepaymentMessages = {
  ...prepaymentErrorMessages,
  PREPAYMENT_AMOUNT_REQUIRED: {
    az: 'FM_1 və FM_2 üçün məbləği yazın.',
    ru: 'Для FM_1 и FM_2 укажите сумму.',
    en: 'Enter the amount for FM_1 and FM_2.',
  },
  PREPAYMENT_AMOUNT_COVERS_DEBT: {
    az: 'Bu məbləğ bütün borcu ödəyir: tam ödənişi (FM_3) seçin.',
    ru: 'Эта сумма погашает весь долг: выберите полное погашение (FM_3).',
    en: 'This amount repays the whole debt: choose full repayment (FM_3).',
  },
  PREPAYMENT_AMOUNT_BELOW_INTEREST: {
    az: 'Məbləğ indiyədək hesablanmış faizi belə ödəmir.',
    ru: 'Сумма не покрывает даже начисленные проценты.',
    en: 'The amount does not even cover the interest accrued so far.',
  },
  PREPAYMENT_INSUFFICIENT_FUNDS: {
    az: 'Kreditin ödəniş hesabında kifayət qədər vəsait yoxdur.',
    ru: 'На счёте погашения кредита недостаточно средств.',
    en: 'The loan’s repayment account does not hold enough money.',
  },
  PREPAYMENT_LOAN_NOT_FOUND: {
    az: 'Belə işləyən kredit yoxdur.',
    ru: 'Такого действующего кредита нет.',
    en: 'There is no such running loan.',
  },
  PREPAYMENT_CLOSED: {
    az: 'Bu sorğu artıq icra edilib və ya ləğv olunub.',
    ru: 'Эта заявка уже исполнена или отменена.',
    en: 'This request is already completed or canceled.',
  },
} as const satisfies Record<string, Translations>;
