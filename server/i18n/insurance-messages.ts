/** Messages of step 3 — loan insurance (server/insurance). */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const insuranceMessages = {
  INSURANCE_ALREADY_CHOSEN: {
    az: 'Bu müraciət üçün sığorta artıq seçilib. Sığortaçını dəyişmək üçün seçimi yeniləyin.',
    ru: 'Страховка для этой заявки уже выбрана. Чтобы сменить страховщика, обновите выбор.',
    en: 'Insurance is already chosen for this application. Update the choice to change the insurer.',
  },
  INSURANCE_NOT_CHOSEN: {
    az: 'Bu müraciət üçün hələ sığorta seçilməyib. Əvvəlcə sığortaçı seçin.',
    ru: 'Страховка для этой заявки ещё не выбрана. Сначала выберите страховщика.',
    en: 'No insurance has been chosen for this application yet. Choose an insurer first.',
  },
  INSURER_NOT_OFFERED: {
    az: 'Bu sığortaçı bu kredit üçün təklif vermir. Siyahıdan təklif seçin.',
    ru: 'Этот страховщик не предлагает страховку для этого кредита. Выберите предложение из списка.',
    en: 'This insurer does not offer insurance for this loan. Choose an offer from the list.',
  },
} as const satisfies Record<string, Translations>;
