/**
 * The deposit agreement's clauses and labels in each interface language. The clauses state what
 * the bank does with a deposit (domain/deposit.ts, server/products/deposits): daily accrual
 * at a 365th of the fixed rate, payouts to the source account, no top-ups or early withdrawal.
 */
import type { DepositType } from '../../../domain/deposit';
import type { Locale } from '../../i18n';
import type { Clause } from './contract-texts';

/** The figures as printed (money and rates already formatted). */
export interface DepositAgreementTerms {
  bank: string;
  depositor: string;
  identifier: string;
  type: string;
  amount: string;
  months: number;
  rate: string;
  source: string;
  monthly: boolean;
}

export interface DepositLabels {
  depositSection: string;
  depositType: string;
  types: Readonly<Record<DepositType, string>>;
  currency: string;
  amount: string;
  term: string;
  startDate: string;
  endDate: string;
  rate: string;
  payout: string;
  monthly: string;
  atEnd: string;
  sourceAccount: string;
  totalInterest: string;
  totalReturned: string;
  planSection: string;
  planNote: string;
  number: string;
  date: string;
  days: string;
  interest: string;
  total: string;
}

type AgreementText = (terms: DepositAgreementTerms) => Clause[];

const az: AgreementText = (t) => [
  {
    heading: '1. Tərəflər',
    text: `${t.bank} (bundan sonra «Bank») və ${t.depositor}, ${t.identifier} (bundan sonra «Əmanətçi») bu müqaviləni aşağıdakı şərtlərlə bağlayırlar.`,
  },
  {
    heading: '2. Müqavilənin predmeti',
    text: `Əmanətçi Bankda ${t.amount} məbləğində «${t.type}» müddətli əmanətini ${t.months} ay müddətinə illik ${t.rate} faiz dərəcəsi ilə yerləşdirir. Bank imzalanmadan sonra son təsdiq verdiyi gün məbləği Əmanətçinin ${t.source} hesabından silir; əmanətin müddəti həmin gün başlayır. Həmin gün hesabda mövcud qalıq kifayət etmədikdə əmanət açılmır.`,
  },
  {
    heading: '3. Faizlər',
    text: 'Faiz dərəcəsi bütün müddət ərzində dəyişmir. Faizlər başlama günündən bitmə günündən əvvəlki günədək hər təqvim günü üçün əmanətin məbləğinə illik dərəcənin 1/365 hissəsi qədər hesablanır (uzun illər də daxil olmaqla). Valyutanın ən kiçik vahidinin (qəpik, sent) hissələri növbəti günə keçirilir; müddətin sonunda qalan bir vahiddən az hissə ödənilmir.',
  },
  {
    heading: '4. Faizlərin ödənilməsi',
    text: t.monthly
      ? `Faizlər hər ay başlama gününə uyğun gündə (qısa ayda ayın son günü) ${t.source} hesabına ödənilir; sonuncu ödəniş bitmə günü edilir. Faizlər əmanətin məbləğinə əlavə olunmur.`
      : `Bütün faizlər bitmə günü birdəfəlik ${t.source} hesabına ödənilir. Faizlər əmanətin məbləğinə əlavə olunmur.`,
  },
  {
    heading: '5. Müddət və qaytarılma',
    text: `Əmanət müddət ərzində artırılmır və vaxtından əvvəl geri alınmır. Bitmə günü Bank əmanətin məbləğini sonuncu faiz ödənişi ilə birlikdə ${t.source} hesabına qaytarır və əmanət bağlanır.`,
  },
  {
    heading: '6. Əmanətin sığortası',
    text: 'Əmanət «Əmanətlərin sığortalanması haqqında» Azərbaycan Respublikasının Qanununa uyğun sığortalanır; bu barədə məlumat bu müqavilənin ayrılmaz hissəsi olan məlumat vərəqəsindədir.',
  },
  {
    heading: '7. Qüvvəyə minmə',
    text: 'Müqavilə Əmanətçinin imzalama tətbiqində elektron imzası və Bankın son təsdiqi ilə qüvvəyə minir və əmanət bağlanana qədər qüvvədədir.',
  },
];

const ru: AgreementText = (t) => [
  {
    heading: '1. Стороны',
    text: `${t.bank} (далее «Банк») и ${t.depositor}, ${t.identifier} (далее «Вкладчик») заключили настоящий договор на следующих условиях.`,
  },
  {
    heading: '2. Предмет договора',
    text: `Вкладчик размещает в Банке срочный вклад «${t.type}» в сумме ${t.amount} на ${t.months} мес. под ${t.rate} годовых. Банк списывает сумму со счёта Вкладчика ${t.source} в день, когда после подписания даёт окончательное одобрение; с этого дня начинается срок вклада. Если доступного остатка в этот день недостаточно, вклад не открывается.`,
  },
  {
    heading: '3. Проценты',
    text: 'Процентная ставка не меняется весь срок. Проценты начисляются за каждый календарный день со дня начала по день, предшествующий дню окончания, на сумму вклада в размере 1/365 годовой ставки (включая високосные годы). Доли минимальной денежной единицы (гяпика, цента) переносятся на следующий день; остаток меньше одной такой единицы в конце срока не выплачивается.',
  },
  {
    heading: '4. Выплата процентов',
    text: t.monthly
      ? `Проценты выплачиваются на счёт ${t.source} ежемесячно в число, соответствующее дню начала (в коротком месяце — в его последний день); последняя выплата — в день окончания. Проценты не присоединяются к сумме вклада.`
      : `Все проценты выплачиваются одной суммой на счёт ${t.source} в день окончания. Проценты не присоединяются к сумме вклада.`,
  },
  {
    heading: '5. Срок и возврат',
    text: `Вклад не пополняется и не может быть востребован досрочно. В день окончания Банк возвращает сумму вклада вместе с последней выплатой процентов на счёт ${t.source}, и вклад закрывается.`,
  },
  {
    heading: '6. Страхование вклада',
    text: 'Вклад застрахован в соответствии с Законом Азербайджанской Республики «О страховании вкладов»; сведения об этом — в информационном листе, который является неотъемлемой частью настоящего договора.',
  },
  {
    heading: '7. Вступление в силу',
    text: 'Договор вступает в силу с электронной подписью Вкладчика в приложении для подписания и окончательным одобрением Банка и действует до закрытия вклада.',
  },
];

const en: AgreementText = (t) => [
  {
    heading: '1. Parties',
    text: `${t.bank} (the “Bank”) and ${t.depositor}, ${t.identifier} (the “Depositor”) make this agreement on the following terms.`,
  },
  {
    heading: '2. Subject',
    text: `The Depositor places ${t.amount} with the Bank as a “${t.type}” term deposit for ${t.months} months at ${t.rate} a year. The Bank debits the amount from the Depositor’s account ${t.source} on the day it gives its final approval after the signing; the term starts that day. If the available balance is short on that day, the deposit is not opened.`,
  },
  {
    heading: '3. Interest',
    text: 'The rate is fixed for the whole term. Interest accrues for every calendar day from the start date up to the day before the end date, on the deposit amount, at a 365th of the annual rate a day (leap years included). Fractions of the currency’s smallest unit (qəpik, cent) are carried to the next day; less than one such unit left at the end of the term is not paid.',
  },
  {
    heading: '4. Interest payouts',
    text: t.monthly
      ? `Interest is paid to the account ${t.source} every month on the day of the month the deposit started (the last day of a shorter month), the last payout on the end date. Interest is not added to the deposit.`
      : `All interest is paid to the account ${t.source} in one sum on the end date. Interest is not added to the deposit.`,
  },
  {
    heading: '5. Term and return',
    text: `The deposit cannot be topped up or withdrawn before the end date. On the end date the Bank pays the deposit amount back to the account ${t.source} with the last interest payout, and the deposit closes.`,
  },
  {
    heading: '6. Deposit insurance',
    text: 'The deposit is insured under the Law of the Republic of Azerbaijan “On insurance of deposits”, as explained in the information sheet that forms part of this agreement.',
  },
  {
    heading: '7. Entry into force',
    text: 'The agreement enters into force with the Depositor’s electronic signature in the signing app and the Bank’s final approval, and lasts until the deposit closes.',
  },
];

export const depositAgreementTexts = { az, ru, en } as const satisfies Record<
  Locale,
  AgreementText
>;

export const depositLabels = {
  az: {
    depositSection: 'Əmanət',
    depositType: 'Əmanətin növü',
    types: { PROFIT: 'Mənfəət', AVANS: 'Avans', TRGT: 'Hədəf' },
    currency: 'Valyuta',
    amount: 'Əmanətin məbləği',
    term: 'Müddət',
    startDate: 'Başlama tarixi',
    endDate: 'Bitmə tarixi',
    rate: 'İllik faiz dərəcəsi',
    payout: 'Faizlərin ödənilməsi',
    monthly: 'Aylıq',
    atEnd: 'Müddətin sonunda',
    sourceAccount: 'Silinmə və ödəniş hesabı',
    totalInterest: 'Müddət ərzində faizlər',
    totalReturned: 'Müddət ərzində cəmi alınacaq məbləğ',
    planSection: 'Faizlərin ödəniş qrafiki',
    planNote:
      'Qrafik əmanətin {date} tarixində başladığı fərz edilərək hesablanıb. Əmanət daha gec başlasa, tarixlər onunla birlikdə sürüşür və hər ödəniş eyni qaydada hesablanır.',
    number: '№',
    date: 'Tarix',
    days: 'Günlər',
    interest: 'Faiz',
    total: 'Cəmi',
  },
  ru: {
    depositSection: 'Вклад',
    depositType: 'Вид вклада',
    types: { PROFIT: 'Доходный', AVANS: 'Авансовый', TRGT: 'Целевой' },
    currency: 'Валюта',
    amount: 'Сумма вклада',
    term: 'Срок',
    startDate: 'Дата начала',
    endDate: 'Дата окончания',
    rate: 'Годовая процентная ставка',
    payout: 'Выплата процентов',
    monthly: 'Ежемесячно',
    atEnd: 'В конце срока',
    sourceAccount: 'Счёт списания и выплат',
    totalInterest: 'Проценты за весь срок',
    totalReturned: 'Всего к получению за срок',
    planSection: 'График выплаты процентов',
    planNote:
      'График рассчитан в предположении, что вклад начнётся {date}. Если вклад начнётся позже, даты сдвинутся вместе с ним, а каждая выплата будет рассчитана так же.',
    number: '№',
    date: 'Дата',
    days: 'Дней',
    interest: 'Проценты',
    total: 'Итого',
  },
  en: {
    depositSection: 'Deposit',
    depositType: 'Type of deposit',
    types: { PROFIT: 'Profit', AVANS: 'Advance', TRGT: 'Target' },
    currency: 'Currency',
    amount: 'Deposit amount',
    term: 'Term',
    startDate: 'Start date',
    endDate: 'End date',
    rate: 'Annual interest rate',
    payout: 'Interest payout',
    monthly: 'Monthly',
    atEnd: 'At the end of the term',
    sourceAccount: 'Funded from and paid to',
    totalInterest: 'Interest over the term',
    totalReturned: 'Total received over the term',
    planSection: 'Interest payout plan',
    planNote:
      'The plan assumes the deposit starts on {date}. If it starts later, the dates move with it and each payout is worked out the same way.',
    number: 'No.',
    date: 'Date',
    days: 'Days',
    interest: 'Interest',
    total: 'Total',
  },
} as const satisfies Record<Locale, DepositLabels>;
