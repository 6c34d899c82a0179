/** Refusals of the customer's own sessions on /settings (issue 18). */
export const sessionMessages = {
  SESSION_IS_CURRENT: {
    az: 'Bu, hazırda istifadə etdiyiniz sessiyadır. Ondan çıxmaq üçün "Çıxış" düyməsini basın.',
    ru: 'Это сеанс, в котором вы сейчас работаете. Чтобы завершить его, нажмите «Выйти».',
    en: 'This is the session you are using now. To end it, sign out.',
  },
  SESSION_NOT_FOUND: {
    az: 'Bu sessiya artıq bitib və ya tapılmadı.',
    ru: 'Этот сеанс уже завершён или не найден.',
    en: 'This session has already ended or was not found.',
  },
} as const;
