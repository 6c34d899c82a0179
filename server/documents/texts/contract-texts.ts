/**
 * The loan contract's clauses in each interface language, filled in with the printed figures.
 * Each clause states what this bank's systems actually do (collection from the current account,
 * early repayment, the signing app), so the paper never promises what the bank cannot keep.
 */
import type { Locale } from '../../i18n';

/** The figures as printed (money and rates already formatted). */
export interface ContractTerms {
  lender: string;
  borrower: string;
  identifier: string;
  amount: string;
  months: number;
  rate: string;
  payment: string;
  payments: number;
  apr: string;
  totalPayable: string;
  refinancing: boolean;
  /** The insurer's name when insurance was chosen. */
  insurer: string | null;
}

export interface Clause {
  heading: string;
  text: string;
}

type ContractText = (terms: ContractTerms) => Clause[];

const az: ContractText = (t) => [
  {
    heading: '1. Tərəflər',
    text: `${t.lender} (bundan sonra «Bank») və ${t.borrower}, ${t.identifier} (bundan sonra «Borc alan») bu müqaviləni aşağıdakı şərtlərlə bağlayırlar.`,
  },
  {
    heading: '2. Müqavilənin predmeti',
    text:
      `Bank Borc alana ${t.amount} məbləğində, ${t.months} ay müddətinə, illik ${t.rate} nominal faiz dərəcəsi ilə kredit verir. ` +
      (t.refinancing
        ? 'Kredit Borc alanın tapşırığına uyğun olaraq onun digər banklardakı kreditlərinin bağlanmasına yönəldilir, qalıq isə cari hesabına köçürülür.'
        : 'Kredit son təsdiqdən sonra Borc alanın cari hesabına köçürülür.'),
  },
  {
    heading: '3. Qaytarılma',
    text: `Borc alan krediti və faizləri ${t.payments} bərabər aylıq ödənişlə (${t.payment}) ödəniş qrafikinə uyğun qaytarır; sonuncu ödəniş yuvarlaqlaşdırmalar nəzərə alınmaqla dəqiqləşdirilir. Ödəniləcək ümumi məbləğ ${t.totalPayable}, faktiki illik faiz dərəcəsi ${t.apr} təşkil edir.`,
  },
  {
    heading: '4. Ödənişlərin silinməsi',
    text: 'Ödəniş günü Bank növbəti ödənişi Borc alanın cari hesabından silir. Hesabda vəsait kifayət etmədikdə ödəniş vaxtı keçmiş sayılır və vəsait daxil olan kimi silinir.',
  },
  {
    heading: '5. Borc alanın hüquqları',
    text: 'Borc alan krediti istənilən vaxt tam və ya qismən vaxtından əvvəl qaytara bilər; bu halda faizlər qalıq borca görə hesablanır. Borc alan qalıq borc və ödəniş qrafiki barədə məlumatı internet bankda istənilən vaxt görə bilər.',
  },
  ...(t.insurer
    ? [
        {
          heading: '6. Sığorta',
          text: `Borc alan krediti ${t.insurer} şirkətində öz seçimi ilə sığortalayır; sığorta haqqı kreditin verildiyi gün birdəfəlik ödənilir.`,
        },
      ]
    : []),
  {
    heading: t.insurer ? '7. Qüvvəyə minmə' : '6. Qüvvəyə minmə',
    text: 'Müqavilə Borc alanın imzalama tətbiqində elektron imzası və Bankın son təsdiqi ilə qüvvəyə minir.',
  },
];

const ru: ContractText = (t) => [
  {
    heading: '1. Стороны',
    text: `${t.lender} (далее «Банк») и ${t.borrower}, ${t.identifier} (далее «Заёмщик») заключили настоящий договор на следующих условиях.`,
  },
  {
    heading: '2. Предмет договора',
    text:
      `Банк предоставляет Заёмщику кредит в сумме ${t.amount} на ${t.months} мес. под ${t.rate} годовых (номинальная ставка). ` +
      (t.refinancing
        ? 'По поручению Заёмщика кредит направляется на погашение его кредитов в других банках, остаток зачисляется на его текущий счёт.'
        : 'Кредит зачисляется на текущий счёт Заёмщика после окончательного одобрения.'),
  },
  {
    heading: '3. Возврат',
    text: `Заёмщик возвращает кредит и проценты ${t.payments} равными ежемесячными платежами (${t.payment}) по графику платежей; последний платёж уточняется с учётом округлений. Общая сумма к выплате — ${t.totalPayable}, эффективная годовая ставка — ${t.apr}.`,
  },
  {
    heading: '4. Списание платежей',
    text: 'В день платежа Банк списывает очередной платёж с текущего счёта Заёмщика. Если средств на счёте недостаточно, платёж считается просроченным и списывается, как только средства поступят.',
  },
  {
    heading: '5. Права Заёмщика',
    text: 'Заёмщик может в любое время досрочно погасить кредит полностью или частично; проценты в этом случае начисляются на остаток долга. Остаток долга и график платежей Заёмщик в любое время видит в интернет-банке.',
  },
  ...(t.insurer
    ? [
        {
          heading: '6. Страхование',
          text: `Заёмщик по своему выбору страхует кредит в компании ${t.insurer}; страховая премия уплачивается единовременно в день выдачи кредита.`,
        },
      ]
    : []),
  {
    heading: t.insurer ? '7. Вступление в силу' : '6. Вступление в силу',
    text: 'Договор вступает в силу после электронной подписи Заёмщика в приложении для подписания и окончательного одобрения Банком.',
  },
];

const en: ContractText = (t) => [
  {
    heading: '1. The parties',
    text: `${t.lender} (the "Bank") and ${t.borrower}, ${t.identifier} (the "Borrower") enter into this contract on the following terms.`,
  },
  {
    heading: '2. The loan',
    text:
      `The Bank lends the Borrower ${t.amount} for ${t.months} months at a nominal rate of ${t.rate} a year. ` +
      (t.refinancing
        ? 'On the Borrower’s instruction the loan pays off the Borrower’s loans at other banks, and any remainder is paid into the Borrower’s current account.'
        : 'The loan is paid into the Borrower’s current account after the final approval.'),
  },
  {
    heading: '3. Repayment',
    text: `The Borrower repays the loan and the interest in ${t.payments} equal monthly payments (${t.payment}) by the repayment schedule; the last payment is adjusted for rounding. The total amount payable is ${t.totalPayable} and the effective annual rate is ${t.apr}.`,
  },
  {
    heading: '4. Collection',
    text: 'On each due date the Bank collects the payment from the Borrower’s current account. If the account does not cover it, the payment is overdue and is collected as soon as money arrives.',
  },
  {
    heading: '5. The Borrower’s rights',
    text: 'The Borrower may repay the loan early, in full or in part, at any time; interest then runs on the remaining debt. The Borrower can see the remaining debt and the schedule in the internet bank at any time.',
  },
  ...(t.insurer
    ? [
        {
          heading: '6. Insurance',
          text: `By their own choice the Borrower insures the loan with ${t.insurer}; the premium is paid once, on the day the loan is paid out.`,
        },
      ]
    : []),
  {
    heading: t.insurer ? '7. Entry into force' : '6. Entry into force',
    text: 'The contract takes effect when the Borrower signs it electronically in the signing app and the Bank gives its final approval.',
  },
];

export const contractTexts = { az, ru, en } as const satisfies Record<Locale, ContractText>;
