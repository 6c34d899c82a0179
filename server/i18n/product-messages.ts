/** Messages of the customer's products (server/products), in each interface language. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const productMessages = {
  PRODUCT_NOT_FOUND: {
    az: 'Sizin məhsullarınız arasında belə məhsul yoxdur.',
    ru: 'Среди ваших продуктов такого нет.',
    en: 'There is no such product among yours.',
  },
  OPERATION_NOT_FOUND: {
    az: 'Sizin əməliyyatlarınız arasında belə əməliyyat yoxdur.',
    ru: 'Среди ваших операций такой нет.',
    en: 'There is no such operation among yours.',
  },
  CARD_BLOCKED: {
    az: 'Kart bloklanıb: onunla ödəniş etmək olmaz.',
    ru: 'Карта заблокирована: ею нельзя платить.',
    en: 'The card is blocked: it cannot be used to pay.',
  },
  CARD_EXPIRED: {
    az: 'Kartın müddəti bitib.',
    ru: 'Срок действия карты истёк.',
    en: 'The card has expired.',
  },
  PERIOD_INVALID: {
    az: 'Dövrün başlanğıcı sonundan gec ola bilməz.',
    ru: 'Начало периода не может быть позже его конца.',
    en: 'The start of the period cannot be after its end.',
  },
  PERIOD_IN_FUTURE: {
    az: 'Dövr bu gündən sonra bitə bilməz.',
    ru: 'Период не может заканчиваться позже сегодняшнего дня.',
    en: 'The period cannot end after today.',
  },
} as const satisfies Record<string, Translations>;
