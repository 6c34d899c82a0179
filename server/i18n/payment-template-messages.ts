/** Messages of the customer's payment templates (server/payments/templates), in each language. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const paymentTemplateMessages = {
  TEMPLATE_NAME_REQUIRED: {
    az: 'Şablonun adını yazın.',
    ru: 'Введите название шаблона.',
    en: 'Enter the template’s name.',
  },
  TEMPLATE_NAME_TAKEN: {
    az: 'Bu adda şablonunuz artıq var: başqa ad seçin.',
    ru: 'Шаблон с таким названием у вас уже есть: выберите другое.',
    en: 'You already have a template of this name: choose another.',
  },
  TEMPLATE_NOT_FOUND: {
    az: 'Sizin şablonlarınız arasında belə şablon yoxdur.',
    ru: 'Среди ваших шаблонов такого нет.',
    en: 'There is no such template among yours.',
  },
} as const satisfies Record<string, Translations>;
