/**
 * The words of the payoff instruction (refinancing) and the insurance application, in each
 * interface language. `{borrower}`, `{insurer}` and `{total}` are filled in when drawn.
 */
import type { Locale } from '../../i18n';

export interface PayoffLabels {
  intro: string;
  bank: string;
  bic: string;
  loanAccount: string;
  iban: string;
  amount: string;
  total: string;
  remainder: string;
}

export interface InsuranceLabels {
  intro: string;
  insurer: string;
  insured: string;
  sumInsured: string;
  term: string;
  premium: string;
  payment: string;
}

export const payoffLabels = {
  az: {
    intro:
      'Mən, {borrower}, Bankdan aldığım kreditin vəsaiti hesabına aşağıdakı kreditlərimin tam bağlanması üçün göstərilən hesablara ödəniş edilməsini tapşırıram.',
    bank: 'Bank',
    bic: 'BIC',
    loanAccount: 'Kredit hesabı',
    iban: 'Ödəniş hesabı (IBAN)',
    amount: 'Məbləğ',
    total: 'Cəmi',
    remainder: 'Kreditin qalan vəsaiti mənim cari hesabıma köçürülsün.',
  },
  ru: {
    intro:
      'Я, {borrower}, поручаю за счёт кредита, полученного в Банке, перечислить на указанные счета суммы для полного погашения следующих моих кредитов.',
    bank: 'Банк',
    bic: 'BIC',
    loanAccount: 'Счёт кредита',
    iban: 'Счёт для платежа (IBAN)',
    amount: 'Сумма',
    total: 'Итого',
    remainder: 'Оставшиеся средства кредита прошу зачислить на мой текущий счёт.',
  },
  en: {
    intro:
      'I, {borrower}, instruct the Bank to pay from the loan it grants me the following amounts to the accounts shown, paying off these loans of mine in full.',
    bank: 'Bank',
    bic: 'BIC',
    loanAccount: 'Loan account',
    iban: 'Pay to (IBAN)',
    amount: 'Amount',
    total: 'Total',
    remainder: 'Please pay whatever remains of the loan into my current account.',
  },
} as const satisfies Record<Locale, PayoffLabels>;

export const insuranceLabels = {
  az: {
    intro: 'Mən, {borrower}, Bankdan aldığım krediti {insurer} şirkətində sığortalamaq istəyirəm.',
    insurer: 'Sığortaçı',
    insured: 'Sığortalı',
    sumInsured: 'Sığorta məbləği (kreditin məbləği)',
    term: 'Sığorta müddəti',
    premium: 'Sığorta haqqı',
    payment:
      'Sığorta haqqı kreditin verildiyi gün birdəfəlik ödənilir. Sığorta kreditin bütün müddətinə qüvvədədir.',
  },
  ru: {
    intro: 'Я, {borrower}, прошу застраховать кредит, получаемый в Банке, в компании {insurer}.',
    insurer: 'Страховщик',
    insured: 'Застрахованное лицо',
    sumInsured: 'Страховая сумма (сумма кредита)',
    term: 'Срок страхования',
    premium: 'Страховая премия',
    payment:
      'Страховая премия уплачивается единовременно в день выдачи кредита. Страхование действует весь срок кредита.',
  },
  en: {
    intro: 'I, {borrower}, ask to insure the loan the Bank grants me with {insurer}.',
    insurer: 'Insurer',
    insured: 'Insured person',
    sumInsured: 'Sum insured (the loan amount)',
    term: 'Term of cover',
    premium: 'Insurance premium',
    payment:
      'The premium is paid once, on the day the loan is paid out. The cover lasts for the whole term of the loan.',
  },
} as const satisfies Record<Locale, InsuranceLabels>;
