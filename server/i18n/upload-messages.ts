/**
 * Messages of the statements uploaded for refinancing (server/applications/refinancing-documents)
 * that issue 13 added: a body that is not a readable form, a file that is not what its name
 * says or does not open, an image too large to open, and the storage a customer may fill.
 */
import type { Locale } from '../../domain/locale';

type Translations = Readonly<Record<Locale, string>>;

export const uploadMessages = {
  MULTIPART_MALFORMED: {
    az: 'Göndərilən forma oxunmadı: o natamam və ya zədəlidir. Faylı yenidən göndərin.',
    ru: 'Отправленную форму не удалось прочитать: она неполная или повреждена. Отправьте файл ещё раз.',
    en: 'The form sent could not be read: it is incomplete or damaged. Send the file again.',
  },
  FILE_EXTENSION_MISMATCH: {
    az: 'Faylın adı onun məzmununa uyğun gəlmir: jpg faylı .jpg və ya .jpeg, png faylı .png, pdf faylı .pdf ilə bitməlidir.',
    ru: 'Имя файла не соответствует его содержимому: файл jpg должен оканчиваться на .jpg или .jpeg, png — на .png, pdf — на .pdf.',
    en: 'The file’s name does not match what it holds: a jpg must end in .jpg or .jpeg, a png in .png and a pdf in .pdf.',
  },
  FILE_UNREADABLE: {
    az: 'Fayl açılmır: o zədəlidir, şifrə ilə qorunur və ya həqiqi jpg, png ya pdf deyil.',
    ru: 'Файл не открывается: он повреждён, защищён паролем или не является настоящим jpg, png или pdf.',
    en: 'The file does not open: it is damaged, protected by a password, or not a real jpg, png or pdf.',
  },
  IMAGE_TOO_MANY_PIXELS: {
    az: 'Şəkil çox böyükdür: ən çoxu {megapixels} meqapiksel ola bilər.',
    ru: 'Изображение слишком большое: допускается не более {megapixels} мегапикселей.',
    en: 'The image is too large: it may have at most {megapixels} megapixels.',
  },
  STATEMENT_STORAGE_FULL: {
    az: 'Yüklədiyiniz arayışlar bankın bir müştəri üçün saxladığı {limit} MB-dan çox olardı. Heç nə saxlanmadı: lazım olmayan arayışı silin və ya daha kiçik fayl göndərin.',
    ru: 'Загруженные вами справки заняли бы больше {limit} МБ, которые банк хранит для одного клиента. Ничего не сохранено: удалите ненужную справку или отправьте файл меньше.',
    en: 'Your uploaded statements would take more than the {limit} MB the bank keeps for one customer. Nothing was stored: remove a statement you no longer need or send a smaller file.',
  },
} as const satisfies Record<string, Translations>;
