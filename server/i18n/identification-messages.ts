/** Messages of step 2 — FATCA and video identification (server/fatca, server/identification). */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const identificationMessages = {
  FATCA_ANSWERS_INCOMPLETE: {
    az: 'Bütün FATCA suallarına cavab verin. Heç nə dəyişdirilmədi.',
    ru: 'Ответьте на все вопросы FATCA. Ничего не изменено.',
    en: 'Answer every FATCA question. Nothing was changed.',
  },
  FATCA_QUESTION_UNKNOWN: {
    az: 'Cavablar arasında naməlum və ya təkrarlanan sual var. Heç nə dəyişdirilmədi.',
    ru: 'Среди ответов есть неизвестный или повторный вопрос. Ничего не изменено.',
    en: 'The answers include an unknown or repeated question. Nothing was changed.',
  },
  SLOT_UNKNOWN: {
    az: 'Bu vaxt identifikasiya üçün təklif olunmur. Siyahıdan boş vaxt seçin.',
    ru: 'Это время для идентификации не предлагается. Выберите свободное время из списка.',
    en: 'This time is not offered for identification. Choose a free time from the list.',
  },
  SLOT_FULL: {
    az: 'Bu vaxtda boş yer qalmayıb. Başqa vaxt seçin.',
    ru: 'На это время мест больше нет. Выберите другое время.',
    en: 'There are no places left at this time. Choose another time.',
  },
  RESERVATION_TIME_INVALID: {
    az: 'Adi rezervasiya üçün gün və vaxt lazımdır; təcili zəng üçün vaxt göstərilmir.',
    ru: 'Для обычной записи нужны день и время; для срочного звонка время не указывается.',
    en: 'A standard booking needs a day and time; an emergency call has no time.',
  },
  RESERVATION_NOT_FOUND: {
    az: 'Bu müraciət üçün identifikasiya vaxtı hələ seçilməyib.',
    ru: 'Для этой заявки время идентификации ещё не выбрано.',
    en: 'No identification time has been booked for this application yet.',
  },
  IDENTIFICATION_CALL_STARTED: {
    az: 'Operator video zəngə artıq başlayıb, ona görə onun vaxtını dəyişmək olmur. Heç nə dəyişdirilmədi.',
    ru: 'Оператор уже начал видеозвонок, поэтому его время изменить нельзя. Ничего не изменено.',
    en: 'The operator has already started the video call, so its time can no longer be changed. Nothing was changed.',
  },
} as const satisfies Record<string, Translations>;
