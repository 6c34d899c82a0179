/** Messages of loan applications and their offers (server/applications), in each language. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const applicationMessages = {
  APPLICATION_NOT_FOUND: {
    az: 'Sizin müraciətləriniz arasında belə müraciət yoxdur.',
    ru: 'Среди ваших заявок такой нет.',
    en: 'There is no such application among yours.',
  },
  APPLICATION_STATUS_CONFLICT: {
    az: 'Müraciətin indiki statusunda bu addım mümkün deyil. Heç nə dəyişdirilmədi.',
    ru: 'В текущем статусе заявки этот шаг невозможен. Ничего не изменено.',
    en: 'This step is not possible in the application’s current status. Nothing was changed.',
  },
  REQUESTED_AMOUNT_INVALID: {
    az: 'Məbləğ {min} ilə {max} manat arasında tam ədəd olmalıdır.',
    ru: 'Сумма должна быть целым числом манатов от {min} до {max}.',
    en: 'The amount must be a whole number of manat from {min} to {max}.',
  },
  MOBILE_PHONE_INVALID: {
    az: 'Telefon nömrəsi +994-dən sonra 9 rəqəmdir və 50, 51, 77, 70, 99, 60 və ya 10 ilə başlayır.',
    ru: 'Номер телефона — 9 цифр после +994, начинается с 50, 51, 77, 70, 99, 60 или 10.',
    en: 'The phone number is 9 digits after +994, starting with 50, 51, 77, 70, 99, 60 or 10.',
  },
  SALARY_REQUIRED: {
    az: 'Aylıq əmək haqqınızı daxil edin.',
    ru: 'Укажите ежемесячную зарплату.',
    en: 'Enter your monthly salary.',
  },
  SALARY_INVALID: {
    az: 'Aylıq əmək haqqı sıfırdan böyük məbləğ olmalıdır.',
    ru: 'Ежемесячная зарплата должна быть суммой больше нуля.',
    en: 'The monthly salary must be an amount above zero.',
  },
  OFFICIAL_INCOME_INVALID: {
    az: 'Rəsmi gəlir sıfır və ya daha böyük məbləğ olmalıdır.',
    ru: 'Официальный доход должен быть суммой от нуля.',
    en: 'The official income must be an amount of zero or more.',
  },
  OFFICIAL_INCOME_ABOVE_SALARY: {
    az: 'Rəsmi gəlir aylıq əmək haqqından çox ola bilməz.',
    ru: 'Официальный доход не может быть больше ежемесячной зарплаты.',
    en: 'The official income cannot be more than the monthly salary.',
  },
  OFFER_UNKNOWN: {
    az: 'Bu müraciət üçün belə təklif yoxdur.',
    ru: 'Для этой заявки такого предложения нет.',
    en: 'There is no such offer for this application.',
  },
  OFFER_AMOUNT_OUT_OF_RANGE: {
    az: 'Bu təklif üzrə məbləğ {min} ilə {max} manat arasında olmalıdır.',
    ru: 'По этому предложению сумма должна быть от {min} до {max} манатов.',
    en: 'For this offer the amount must be from {min} to {max} manat.',
  },
  OFFER_TERM_OUT_OF_RANGE: {
    az: 'Bu təklif üzrə müddət {min} ilə {max} ay arasında olmalıdır.',
    ru: 'По этому предложению срок должен быть от {min} до {max} месяцев.',
    en: 'For this offer the term must be from {min} to {max} months.',
  },
  OFFER_OVER_MONTHLY_LIMIT: {
    az: 'Aylıq ödəniş {payment} manat sizin maksimum aylıq ödənişinizdən ({limit} manat) çoxdur.',
    ru: 'Ежемесячный платёж {payment} манатов больше вашего максимального ({limit} манатов).',
    en: 'The monthly payment of {payment} manat is above your maximum monthly payment of {limit} manat.',
  },
  REFINANCED_LOANS_MISMATCH: {
    az: 'Yenidən maliyyələşdirilən kreditlər seçilmiş təkliflə uyğun gəlmir.',
    ru: 'Рефинансируемые кредиты не совпадают с выбранным предложением.',
    en: 'The loans to refinance do not match the chosen offer.',
  },
  REFINANCED_LOANS_REQUIRED: {
    az: 'Yenidən maliyyələşdirmə üçün ən azı bir kredit seçin.',
    ru: 'Для рефинансирования выберите хотя бы один кредит.',
    en: 'Choose at least one loan to refinance.',
  },
  BANK_UNKNOWN: {
    az: 'Belə bank tapılmadı.',
    ru: 'Такой банк не найден.',
    en: 'No such bank was found.',
  },
  FILE_MISSING: {
    az: 'Fayl seçilməyib və ya boşdur.',
    ru: 'Файл не выбран или пуст.',
    en: 'No file was chosen, or it is empty.',
  },
  FILE_TYPE_NOT_ALLOWED: {
    az: 'Yalnız jpg, png və ya pdf faylı yükləmək olar.',
    ru: 'Можно загрузить только файл jpg, png или pdf.',
    en: 'Only a jpg, png or pdf file can be uploaded.',
  },
  FILE_TOO_LARGE: {
    az: 'Faylın həcmi 10 MB-dan az olmalıdır.',
    ru: 'Размер файла должен быть меньше 10 МБ.',
    en: 'The file must be smaller than 10 MB.',
  },
  UPLOAD_PARTS_UNEXPECTED: {
    az: 'Sorğuda bir kredit və bir fayl olmalıdır.',
    ru: 'В запросе должны быть один кредит и один файл.',
    en: 'The request must carry one loan and one file.',
  },
  REF_LIABILITY_NOT_ELIGIBLE: {
    az: 'Bu kredit sizin yenidən maliyyələşdirilə bilən kreditləriniz arasında yoxdur.',
    ru: 'Этого кредита нет среди ваших кредитов, доступных для рефинансирования.',
    en: 'This loan is not among your loans that can be refinanced.',
  },
  APPLICATION_FILES_FULL: {
    az: 'Müraciətə ən çox {max} fayl əlavə etmək olar.',
    ru: 'К заявке можно приложить не более {max} файлов.',
    en: 'At most {max} files can be attached to an application.',
  },
  APPLICATION_FILE_NOT_FOUND: {
    az: 'Bu müraciətdə belə fayl yoxdur.',
    ru: 'В этой заявке такого файла нет.',
    en: 'There is no such file in this application.',
  },
  REFINANCING_DOCUMENT_NOT_FOUND: {
    az: 'Bu müraciətdə belə sənəd yoxdur.',
    ru: 'В этой заявке такого документа нет.',
    en: 'There is no such document in this application.',
  },
  REFINANCING_DOCUMENT_MISSING: {
    az: 'Yenidən maliyyələşdirilən hər kredit üçün bankdan arayış yükləyin.',
    ru: 'Загрузите справку банка по каждому рефинансируемому кредиту.',
    en: 'Upload the bank’s statement for each loan to refinance.',
  },
  ACCEPTED_OFFER_MISSING: {
    az: 'Müraciətdə qəbul edilmiş təklif yoxdur, kredit rəsmiləşdirilə bilməz. Heç nə dəyişdirilmədi.',
    ru: 'В заявке нет принятого предложения, кредит не может быть оформлен. Ничего не изменено.',
    en: 'The application has no accepted offer, so the loan cannot be booked. Nothing was changed.',
  },
  REFINANCED_LOAN_NOT_PAYABLE: {
    az: 'Yenidən maliyyələşdirilən kreditlərdən biri artıq bağlanıb. Heç nə dəyişdirilmədi.',
    ru: 'Один из рефинансируемых кредитов уже погашен. Ничего не изменено.',
    en: 'One of the loans to refinance has already been paid off. Nothing was changed.',
  },
  DEBT_TO_INCOME_EXCEEDED: {
    az: 'Aylıq ödəniş {payment} manat müştərinin borc yükü limitinin hələ imkan verdiyi {limit} manatdan çoxdur. Heç nə rəsmiləşdirilmədi.',
    ru: 'Ежемесячный платёж {payment} манатов больше {limit} манатов, которые ещё оставляет предел долговой нагрузки клиента. Ничего не оформлено.',
    en: 'The monthly payment of {payment} manat is above the {limit} manat the customer’s debt-to-income limit still leaves. Nothing was booked.',
  },
} as const satisfies Record<string, Translations>;
