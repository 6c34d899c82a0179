/**
 * The current account agreement's clauses and the words around its figures, in each interface
 * language. The clauses state what the internet bank actually does with an account (no
 * overdraft, no interest on the balance, fees only per the tariff sheet, the OTHER paper).
 */
import type { Locale } from '../../i18n';
import type { Clause } from './contract-texts';

export interface AccountTerms {
  bank: string;
  customer: string;
  identifier: string;
  currency: string;
}

export interface AccountLabels {
  accountSection: string;
  accountType: string;
  currentAccount: string;
  currency: string;
  iban: string;
  ibanLater: string;
}

type AgreementText = (terms: AccountTerms) => Clause[];

const az: AgreementText = (t) => [
  {
    heading: '1. Tərəflər',
    text: `${t.bank} (bundan sonra «Bank») və ${t.customer}, ${t.identifier} (bundan sonra «Müştəri») bu müqaviləni Müştəriyə ${t.currency} valyutasında cari hesab açılması barədə bağlayırlar.`,
  },
  {
    heading: '2. Hesabın açılması',
    text: 'Müştəri bu müqaviləni imzalama tətbiqində imzaladıqdan və Bank son təsdiq verdikdən sonra Bank hesabı açır. Hesabın IBAN-ı açılış günü internet bankda göstərilir.',
  },
  {
    heading: '3. Hesab üzrə əməliyyatlar',
    text: 'Müştəri internet bank vasitəsilə hesaba vəsait qəbul edə, öz hesabları arasında və digər şəxslərə köçürmələr edə, hesabdan ödənişlər edə, əmanətləri maliyyələşdirə və kreditləri ödəyə bilər. Bank Müştərinin sərəncamlarını hesabdakı mövcud qalıq həddində icra edir; hesab üzrə overdraft verilmir. Hesabın qalığına faiz hesablanmır.',
  },
  {
    heading: '4. Komissiyalar',
    text: 'Bank əməliyyatlar üzrə komissiyaları əməliyyat günü qüvvədə olan tariflərinə uyğun tutur. Hazırkı tariflər bu müqavilənin ayrılmaz hissəsi olan «Cari hesablar üzrə ümumi şərtlər və tariflər» sənədində göstərilib. Komissiya tutulan əməliyyatda onun məbləği Müştəri əməliyyatı təsdiq etməzdən əvvəl göstərilir.',
  },
  {
    heading: '5. Çıxarışlar',
    text: 'Müştəri hesabın qalığını və əməliyyatlarını internet bankda istənilən vaxt görə və istənilən dövr üzrə çıxarış yükləyə bilər.',
  },
  {
    heading: '6. Hesabın bağlanması',
    text: 'Müştəri Banka müraciət etməklə hesabı istənilən vaxt bağlaya bilər; hesabın qalığı Müştəriyə ödənilir və ya onun göstərişi ilə köçürülür. Hesabdan əmanət maliyyələşdirilirsə və ya kredit ödənilirsə, hesab onlar başa çatanadək açıq qalır. Bank hesabı yalnız qanunla nəzərdə tutulmuş hallarda bağlaya bilər.',
  },
  {
    heading: '7. Qüvvəyə minmə və müddət',
    text: 'Müqavilə Müştərinin imzalama tətbiqində elektron imzası və Bankın son təsdiqi ilə qüvvəyə minir və müddətsizdir.',
  },
];

const ru: AgreementText = (t) => [
  {
    heading: '1. Стороны',
    text: `${t.bank} (далее «Банк») и ${t.customer}, ${t.identifier} (далее «Клиент») заключили настоящий договор об открытии Клиенту текущего счёта в валюте ${t.currency}.`,
  },
  {
    heading: '2. Открытие счёта',
    text: 'Банк открывает счёт после того, как Клиент подпишет настоящий договор в приложении для подписания и Банк даст окончательное одобрение. IBAN счёта показывается в интернет-банке в день открытия.',
  },
  {
    heading: '3. Операции по счёту',
    text: 'Через интернет-банк Клиент может получать деньги на счёт, переводить их между своими счетами и другим лицам, платить со счёта, пополнять с него вклады и погашать кредиты. Банк исполняет распоряжения Клиента в пределах доступного остатка; овердрафт по счёту не предоставляется. Проценты на остаток не начисляются.',
  },
  {
    heading: '4. Комиссии',
    text: 'Банк взимает комиссии за операции по своим тарифам, действующим в день операции. Действующие тарифы приведены в документе «Общие условия и тарифы по текущим счетам», который является неотъемлемой частью настоящего договора. Если за операцию взимается комиссия, её сумма показывается Клиенту до подтверждения операции.',
  },
  {
    heading: '5. Выписки',
    text: 'Клиент в любое время видит остаток и операции по счёту в интернет-банке и может скачать выписку за любой период.',
  },
  {
    heading: '6. Закрытие счёта',
    text: 'Клиент может закрыть счёт в любое время, обратившись в Банк; остаток выплачивается Клиенту или переводится по его указанию. Если со счёта пополнен вклад или погашается кредит, счёт остаётся открытым до их окончания. Банк может закрыть счёт только в случаях, предусмотренных законом.',
  },
  {
    heading: '7. Вступление в силу и срок',
    text: 'Договор вступает в силу с электронной подписью Клиента в приложении для подписания и окончательным одобрением Банка и действует бессрочно.',
  },
];

const en: AgreementText = (t) => [
  {
    heading: '1. Parties',
    text: `${t.bank} (the “Bank”) and ${t.customer}, ${t.identifier} (the “Customer”) make this agreement for the Bank to open a current account in ${t.currency} for the Customer.`,
  },
  {
    heading: '2. Opening the account',
    text: 'The Bank opens the account once the Customer has signed this agreement in the signing app and the Bank has given its final approval. The account’s IBAN is shown in the internet bank on the day it opens.',
  },
  {
    heading: '3. Operations',
    text: 'Through the internet bank the Customer may receive money into the account, transfer money between their own accounts and to others, pay from it, fund deposits from it and repay loans from it. The Bank carries out the Customer’s orders within the available balance; the account has no overdraft. No interest is paid on the balance.',
  },
  {
    heading: '4. Fees',
    text: 'The Bank charges fees for operations according to its tariffs in force on the day of the operation. The current tariffs are set out in “General terms and tariffs for current accounts”, which forms part of this agreement. Where an operation carries a fee, the amount is shown before the Customer confirms the operation.',
  },
  {
    heading: '5. Statements',
    text: 'The Customer can see the balance and the operations of the account in the internet bank at any time and download a statement for any period.',
  },
  {
    heading: '6. Closing the account',
    text: 'The Customer may close the account at any time by applying to the Bank; the balance is paid out to the Customer or transferred as they instruct. While a deposit funded from the account or a loan repaid from it runs, the account stays open until they end. The Bank may close the account only where the law provides for it.',
  },
  {
    heading: '7. Entry into force and term',
    text: 'The agreement enters into force with the Customer’s electronic signature in the signing app and the Bank’s final approval, and has no fixed term.',
  },
];

export const accountAgreementTexts = { az, ru, en } as const satisfies Record<
  Locale,
  AgreementText
>;

export const accountLabels = {
  az: {
    accountSection: 'Hesab',
    accountType: 'Hesabın növü',
    currentAccount: 'Cari hesab',
    currency: 'Valyuta',
    iban: 'IBAN',
    ibanLater: 'Hesab açılan gün verilir',
  },
  ru: {
    accountSection: 'Счёт',
    accountType: 'Вид счёта',
    currentAccount: 'Текущий счёт',
    currency: 'Валюта',
    iban: 'IBAN',
    ibanLater: 'Присваивается в день открытия счёта',
  },
  en: {
    accountSection: 'Account',
    accountType: 'Type of account',
    currentAccount: 'Current account',
    currency: 'Currency',
    iban: 'IBAN',
    ibanLater: 'Given on the day the account opens',
  },
} as const satisfies Record<Locale, AccountLabels>;
