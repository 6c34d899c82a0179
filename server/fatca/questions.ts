/**
 * The FATCA self-assessment questionnaire. Each question asks about one of the US indicia a
 * bank must look for under FATCA (US Treasury Regulations §1.1471-4(c)(5)(iv)(B)) and the
 * intergovernmental agreement Azerbaijan signed with the United States: any "yes" makes the
 * customer a possible US person, whose documents (form W-9 or W-8BEN) only a branch can take.
 * A change of wording is a new version; stored answers keep the version they answered.
 */
import type { Locale } from '../i18n';

export const fatcaQuestionnaireVersion = 1;

interface FatcaQuestion {
  id: string;
  text: Readonly<Record<Locale, string>>;
}

export const fatcaQuestions: readonly FatcaQuestion[] = [
  {
    id: 'US_CITIZEN',
    text: {
      az: 'Siz ABŞ vətəndaşısınızmı (ikili vətəndaşlıq daxil olmaqla)?',
      ru: 'Являетесь ли вы гражданином США (в том числе при двойном гражданстве)?',
      en: 'Are you a citizen of the United States (including dual citizenship)?',
    },
  },
  {
    id: 'US_TAX_RESIDENT',
    text: {
      az: 'Siz ABŞ-ın vergi rezidentisinizmi və ya ABŞ-da daimi yaşayış icazəniz (green card) varmı?',
      ru: 'Являетесь ли вы налоговым резидентом США или есть ли у вас вид на жительство в США (green card)?',
      en: 'Are you a US tax resident, or do you hold a US permanent resident card (green card)?',
    },
  },
  {
    id: 'US_BIRTHPLACE',
    text: {
      az: 'Siz ABŞ-da anadan olmusunuzmu?',
      ru: 'Родились ли вы в США?',
      en: 'Were you born in the United States?',
    },
  },
  {
    id: 'US_ADDRESS',
    text: {
      az: 'ABŞ-da yaşayış və ya poçt ünvanınız (poçt qutusu daxil olmaqla) varmı?',
      ru: 'Есть ли у вас адрес проживания или почтовый адрес в США (включая абонентский ящик)?',
      en: 'Do you have a residential or mailing address in the United States (including a P.O. box)?',
    },
  },
  {
    id: 'US_PHONE',
    text: {
      az: 'ABŞ telefon nömrəniz varmı?',
      ru: 'Есть ли у вас номер телефона в США?',
      en: 'Do you have a US telephone number?',
    },
  },
  {
    id: 'US_STANDING_INSTRUCTIONS',
    text: {
      az: 'Vəsaitlərin ABŞ-dakı hesaba daimi köçürülməsi barədə sərəncamınız varmı?',
      ru: 'Есть ли у вас постоянное поручение о переводе средств на счёт в США?',
      en: 'Do you have standing instructions to transfer funds to an account in the United States?',
    },
  },
  {
    id: 'US_POWER_OF_ATTORNEY',
    text: {
      az: 'Hesablarınız üzrə etibarnamə və ya imza hüququnu ABŞ ünvanı olan şəxsə vermisinizmi?',
      ru: 'Выдавали ли вы доверенность или право подписи по своим счетам лицу с адресом в США?',
      en: 'Have you given a power of attorney or signing authority over your accounts to a person with a US address?',
    },
  },
];

export function questionsIn(locale: Locale) {
  return fatcaQuestions.map((question) => ({
    questionId: question.id,
    question: question.text[locale],
  }));
}
