/** Messages of step 4–5 — the loan documents and signing (server/documents), in each language. */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const documentMessages = {
  DOCUMENTS_NOT_READY: {
    az: 'Sənədlər hazırlanır. Bir azdan yenidən baxın.',
    ru: 'Документы готовятся. Загляните чуть позже.',
    en: 'The documents are being prepared. Check again in a moment.',
  },
  DOCUMENT_NOT_FOUND: {
    az: 'Bu müraciətdə belə sənəd yoxdur.',
    ru: 'В этой заявке такого документа нет.',
    en: 'There is no such document in this application.',
  },
  DOCUMENT_ORDER: {
    az: 'Sənədləri ardıcıllıqla qəbul edin: əvvəlcə standart məlumat formasını, sonra digər sənədləri bir-bir.',
    ru: 'Принимайте документы по порядку: сначала стандартную информационную форму, затем остальные по одному.',
    en: 'Accept the documents in order: the standard information form first, then the others one by one.',
  },
  DOCUMENTS_NOT_ACCEPTED: {
    az: 'İmzalamaq üçün əvvəlcə bütün sənədləri qəbul edin.',
    ru: 'Чтобы перейти к подписанию, сначала примите все документы.',
    en: 'Accept every document before signing.',
  },
  SIGNING_UNAVAILABLE: {
    az: 'İmzalama tətbiqi bu serverdə mövcud deyil.',
    ru: 'Приложение для подписания на этом сервере недоступно.',
    en: 'The signing app is not available on this server.',
  },
  SIGNING_SESSION_NOT_FOUND: {
    az: 'İmzalama linki etibarsızdır və ya vaxtı bitib. İnternet bankda yeni QR kod yaradın.',
    ru: 'Ссылка для подписания недействительна или истекла. Создайте новый QR-код в интернет-банке.',
    en: 'The signing link is invalid or has expired. Make a new QR code in the internet bank.',
  },
} as const satisfies Record<string, Translations>;
