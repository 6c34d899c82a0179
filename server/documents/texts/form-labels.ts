/** The words of the standard information form (MAIN), in each interface language. */
import type { Locale } from '../../i18n';

export interface FormLabels {
  loanSection: string;
  costSection: string;
  scheduleSection: string;
  loanType: string;
  credit: string;
  refinancing: string;
  amount: string;
  currency: string;
  term: string;
  nominalRate: string;
  monthlyPayment: string;
  payments: string;
  totalInterest: string;
  premium: string;
  noInsurance: string;
  totalPayable: string;
  apr: string;
  aprNote: string;
  scheduleNote: string;
  number: string;
  date: string;
  principal: string;
  interest: string;
  payment: string;
  balance: string;
}

export const formLabels = {
  az: {
    loanSection: 'Kredit',
    costSection: 'Kreditin dəyəri',
    scheduleSection: 'Ödəniş qrafiki',
    loanType: 'Kreditin növü',
    credit: 'İstehlak krediti',
    refinancing: 'Kreditlərin yenidən maliyyələşdirilməsi',
    amount: 'Kreditin məbləği',
    currency: 'Valyuta',
    term: 'Müddət',
    nominalRate: 'İllik nominal faiz dərəcəsi',
    monthlyPayment: 'Aylıq ödəniş',
    payments: 'Ödənişlərin sayı',
    totalInterest: 'Faizlərin cəmi',
    premium: 'Sığorta haqqı',
    noInsurance: 'Sığorta seçilməyib',
    totalPayable: 'Ödəniləcək ümumi məbləğ',
    apr: 'Faktiki illik faiz dərəcəsi',
    aprNote:
      'Faktiki illik faiz dərəcəsi kredit üzrə bütün ödənişlər və kreditin verildiyi gün ödənilən sığorta haqqı nəzərə alınmaqla hesablanıb.',
    scheduleNote:
      'Qrafik kreditin {date} tarixində verildiyi fərz edilərək tərtib edilib; faktiki tarixlər kreditin verildiyi gündən hesablanacaq.',
    number: '№',
    date: 'Tarix',
    principal: 'Əsas borc',
    interest: 'Faiz',
    payment: 'Ödəniş',
    balance: 'Qalıq',
  },
  ru: {
    loanSection: 'Кредит',
    costSection: 'Стоимость кредита',
    scheduleSection: 'График платежей',
    loanType: 'Вид кредита',
    credit: 'Потребительский кредит',
    refinancing: 'Рефинансирование кредитов',
    amount: 'Сумма кредита',
    currency: 'Валюта',
    term: 'Срок',
    nominalRate: 'Годовая номинальная процентная ставка',
    monthlyPayment: 'Ежемесячный платёж',
    payments: 'Количество платежей',
    totalInterest: 'Сумма процентов',
    premium: 'Страховая премия',
    noInsurance: 'Страхование не выбрано',
    totalPayable: 'Общая сумма к выплате',
    apr: 'Эффективная годовая процентная ставка',
    aprNote:
      'Эффективная ставка рассчитана с учётом всех платежей по кредиту и страховой премии, уплачиваемой в день выдачи кредита.',
    scheduleNote:
      'График составлен из расчёта выдачи кредита {date}; фактические даты будут отсчитываться от дня выдачи.',
    number: '№',
    date: 'Дата',
    principal: 'Основной долг',
    interest: 'Проценты',
    payment: 'Платёж',
    balance: 'Остаток',
  },
  en: {
    loanSection: 'The loan',
    costSection: 'The cost of the loan',
    scheduleSection: 'Repayment schedule',
    loanType: 'Type of loan',
    credit: 'Consumer credit',
    refinancing: 'Refinancing of loans',
    amount: 'Loan amount',
    currency: 'Currency',
    term: 'Term',
    nominalRate: 'Annual nominal interest rate',
    monthlyPayment: 'Monthly payment',
    payments: 'Number of payments',
    totalInterest: 'Total interest',
    premium: 'Insurance premium',
    noInsurance: 'No insurance chosen',
    totalPayable: 'Total amount payable',
    apr: 'Effective annual rate (APR)',
    aprNote:
      'The effective annual rate accounts for every payment on the loan and the insurance premium paid on the day the loan is paid out.',
    scheduleNote:
      'The schedule assumes the loan is paid out on {date}; the actual dates count from the day it is paid out.',
    number: 'No.',
    date: 'Date',
    principal: 'Principal',
    interest: 'Interest',
    payment: 'Payment',
    balance: 'Balance',
  },
} as const satisfies Record<Locale, FormLabels>;
