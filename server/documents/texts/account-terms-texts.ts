/**
 * The general terms and tariff summary for current accounts (the account's OTHER paper), in
 * each interface language. The tariffs are the bank's today: nothing the internet bank does
 * with a current account carries a fee, so every row says so plainly.
 */
import type { Locale } from '../../i18n';

export interface AccountTermsText {
  intro: string;
  tariffSection: string;
  /** Service and its price, as printed. */
  tariffs: readonly (readonly [string, string])[];
  termsSection: string;
  terms: readonly string[];
}

const az: AccountTermsText = {
  intro:
    'Bu sənəd cari hesab müqaviləsinin ayrılmaz hissəsidir. Burada Bankın cari hesablar üzrə hazırkı tarifləri və hesabın ümumi şərtləri göstərilir.',
  tariffSection: 'Tariflər',
  tariffs: [
    ['Hesabın açılması', 'Ödənişsiz'],
    ['Hesabın aylıq xidməti', 'Ödənişsiz'],
    ['İnternet bankdan istifadə', 'Ödənişsiz'],
    ['Hesaba daxil olan köçürmələr', 'Ödənişsiz'],
    ['Müştərinin Bankdakı öz hesabları arasında köçürmələr', 'Ödənişsiz'],
    ['İnternet bankda hesabdan çıxarış', 'Ödənişsiz'],
    ['Hesabın bağlanması', 'Ödənişsiz'],
    ['Hesabın qalığına faiz', '0.00 %'],
    ['Overdraft', 'Verilmir'],
  ],
  termsSection: 'Ümumi şərtlər',
  terms: [
    'Hesab müqavilədə göstərilən valyutada aparılır; hesabdan əməliyyatlar yalnız mövcud qalıq həddində icra olunur.',
    'Bank tariflərin dəyişməsini qüvvəyə minməzdən əvvəl internet bankda elan edir. Komissiya tutulan əməliyyatda onun məbləği Müştəri əməliyyatı təsdiq etməzdən əvvəl göstərilir; Müştəri təsdiq etməzsə, əməliyyat icra olunmur.',
    'Müştəri hesab və əməliyyatlar barədə məlumatı internet bankda istənilən vaxt görə bilər. Bank Müştərinin hesabı barədə məlumatı yalnız qanunla nəzərdə tutulmuş hallarda üçüncü şəxslərə verir.',
    'Mübahisələr danışıqlar yolu ilə, razılıq əldə edilmədikdə isə Azərbaycan Respublikasının qanunvericiliyinə uyğun həll edilir.',
  ],
};

const ru: AccountTermsText = {
  intro:
    'Этот документ является неотъемлемой частью договора текущего счёта. В нём приведены действующие тарифы Банка по текущим счетам и общие условия счёта.',
  tariffSection: 'Тарифы',
  tariffs: [
    ['Открытие счёта', 'Бесплатно'],
    ['Ежемесячное обслуживание счёта', 'Бесплатно'],
    ['Пользование интернет-банком', 'Бесплатно'],
    ['Входящие переводы на счёт', 'Бесплатно'],
    ['Переводы между своими счетами Клиента в Банке', 'Бесплатно'],
    ['Выписка по счёту в интернет-банке', 'Бесплатно'],
    ['Закрытие счёта', 'Бесплатно'],
    ['Проценты на остаток', '0.00 %'],
    ['Овердрафт', 'Не предоставляется'],
  ],
  termsSection: 'Общие условия',
  terms: [
    'Счёт ведётся в валюте, указанной в договоре; операции по счёту исполняются только в пределах доступного остатка.',
    'Об изменении тарифов Банк объявляет в интернет-банке до того, как оно вступит в силу. Если за операцию взимается комиссия, её сумма показывается до подтверждения операции; без подтверждения Клиента операция не исполняется.',
    'Клиент в любое время видит сведения о счёте и операциях в интернет-банке. Банк передаёт сведения о счёте Клиента третьим лицам только в случаях, предусмотренных законом.',
    'Споры решаются путём переговоров, а при недостижении согласия — в соответствии с законодательством Азербайджанской Республики.',
  ],
};

const en: AccountTermsText = {
  intro:
    'This sheet forms part of the current account agreement. It sets out the Bank’s current tariffs for current accounts and the account’s general terms.',
  tariffSection: 'Tariffs',
  tariffs: [
    ['Opening the account', 'Free of charge'],
    ['Monthly account maintenance', 'Free of charge'],
    ['Using the internet bank', 'Free of charge'],
    ['Incoming transfers', 'Free of charge'],
    ['Transfers between the Customer’s own accounts at the Bank', 'Free of charge'],
    ['Account statement in the internet bank', 'Free of charge'],
    ['Closing the account', 'Free of charge'],
    ['Interest on the balance', '0.00 %'],
    ['Overdraft', 'Not provided'],
  ],
  termsSection: 'General terms',
  terms: [
    'The account is kept in the currency named in the agreement; operations are carried out only within the available balance.',
    'The Bank announces any change to the tariffs in the internet bank before it applies. Where an operation carries a fee, the amount is shown before the Customer confirms it; without the Customer’s confirmation the operation is not carried out.',
    'The Customer can see the account and its operations in the internet bank at any time. The Bank discloses information about the Customer’s account to others only where the law requires it.',
    'Disputes are settled by negotiation and, failing agreement, under the law of the Republic of Azerbaijan.',
  ],
};

export const accountTermsTexts = { az, ru, en } as const satisfies Record<Locale, AccountTermsText>;
