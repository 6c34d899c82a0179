/**
 * The deposit insurance information sheet (the deposit's OTHER paper) in each interface
 * language: the statutory protection of individuals' deposits in Azerbaijan in general words.
 * Limits and protected rates change by the Fund's decisions, so the sheet names none of them.
 */
import type { Locale } from '../../i18n';
import type { Clause } from './contract-texts';

export interface DepositInsuranceText {
  intro: string;
  sections: readonly Clause[];
  depositSection: string;
  depositNote: string;
}

const az: DepositInsuranceText = {
  intro:
    'Bu vərəqə Azərbaycan Respublikasında fiziki şəxslərin əmanətlərinin necə qorunduğunu ümumi şəkildə izah edir və bank əmanəti müqaviləsinin ayrılmaz hissəsidir.',
  sections: [
    {
      heading: 'Əmanətləri kim qoruyur',
      text: 'Azərbaycan Respublikası banklarında fiziki şəxslərin əmanətləri «Əmanətlərin sığortalanması haqqında» Azərbaycan Respublikasının Qanununa uyğun olaraq Əmanətlərin Sığortalanması Fondu tərəfindən sığortalanır. Sığorta haqlarını qanunla müəyyən edilmiş qaydada bank ödəyir; əmanətçi sığorta üçün heç nə ödəmir.',
    },
    {
      heading: 'Nə qorunur',
      text: 'Fiziki şəxslərin manatla və xarici valyutada olan əmanətləri onlara hesablanmış faizlərlə birlikdə qanunla müəyyən edilmiş maksimal kompensasiya məbləği həddində qorunur. Bu hədd üçün bir əmanətçinin bir bankdakı bütün sığortalanan əmanətləri toplanır.',
    },
    {
      heading: 'Nə qorunmur',
      text: 'Faiz dərəcəsi Fondun qorunan əmanətlər üçün müəyyən etdiyi maksimal dərəcədən yüksək olan əmanətlər, bankla əlaqəli şəxslərin əmanətləri və qanunla istisna edilən digər əmanətlər qorunmur.',
    },
    {
      heading: 'Kompensasiya nə vaxt ödənilir',
      text: 'Kompensasiya qanunla müəyyən edilmiş sığorta hadisəsi baş verdikdə, o cümlədən bankın lisenziyası ləğv edildikdə ödənilir. Fond kompensasiyanı əmanətçinin müraciətindən sonra qanunla müəyyən edilmiş müddətdə ödəyir.',
    },
    {
      heading: 'Ətraflı məlumat',
      text: 'Maksimal kompensasiya məbləğini və qorunan əmanətlər üzrə maksimal faiz dərəcələrini Əmanətlərin Sığortalanması Fondu dərc edir.',
    },
  ],
  depositSection: 'Sizin əmanətiniz',
  depositNote:
    'Bu əmanətin qorunub-qorunmaması və hansı məbləğ həddində qorunması sığorta hadisəsi günü qüvvədə olan qanuna və Fondun qaydalarına görə müəyyən edilir.',
};

const ru: DepositInsuranceText = {
  intro:
    'Этот лист в общих словах объясняет, как защищены вклады физических лиц в Азербайджанской Республике, и является неотъемлемой частью договора банковского вклада.',
  sections: [
    {
      heading: 'Кто защищает вклады',
      text: 'Вклады физических лиц в банках Азербайджанской Республики страхуются Фондом страхования вкладов в соответствии с Законом Азербайджанской Республики «О страховании вкладов». Страховые взносы в установленном законом порядке платит банк; вкладчик за страхование ничего не платит.',
    },
    {
      heading: 'Что защищено',
      text: 'Вклады физических лиц в манатах и в иностранной валюте вместе с начисленными на них процентами защищены в пределах максимальной суммы компенсации, установленной законом. Для этого предела все застрахованные вклады одного вкладчика в одном банке складываются.',
    },
    {
      heading: 'Что не защищено',
      text: 'Не защищены вклады с процентной ставкой выше максимальной ставки, установленной Фондом для защищённых вкладов, вклады лиц, связанных с банком, и другие вклады, исключённые законом.',
    },
    {
      heading: 'Когда выплачивается компенсация',
      text: 'Компенсация выплачивается при наступлении страхового случая, определённого законом, в том числе при отзыве лицензии банка. Фонд выплачивает компенсацию после обращения вкладчика в срок, установленный законом.',
    },
    {
      heading: 'Подробнее',
      text: 'Максимальную сумму компенсации и максимальные процентные ставки по защищённым вкладам публикует Фонд страхования вкладов.',
    },
  ],
  depositSection: 'Ваш вклад',
  depositNote:
    'Защищён ли этот вклад и в каком размере, определяется законом и правилами Фонда, действующими на день страхового случая.',
};

const en: DepositInsuranceText = {
  intro:
    'This sheet explains in general terms how deposits of individuals are protected in the Republic of Azerbaijan. It forms part of the deposit agreement.',
  sections: [
    {
      heading: 'Who protects deposits',
      text: 'Deposits of individuals at banks of the Republic of Azerbaijan are insured by the Deposit Insurance Fund under the Law of the Republic of Azerbaijan “On insurance of deposits”. The bank pays the insurance contributions the law sets; the depositor pays nothing for the cover.',
    },
    {
      heading: 'What is protected',
      text: 'Deposits of individuals in manat and in foreign currency, with the interest accrued on them, are protected up to the maximum compensation set by law. For this limit all insured deposits of one depositor at one bank are added together.',
    },
    {
      heading: 'What is not protected',
      text: 'Deposits whose interest rate exceeds the maximum rate the Fund sets for protected deposits, deposits of persons related to the bank, and other deposits the law excludes are not protected.',
    },
    {
      heading: 'When compensation is paid',
      text: 'Compensation is paid when an insured event defined by the law occurs, such as the revocation of the bank’s licence. The Fund pays it after the depositor applies, within the period the law sets.',
    },
    {
      heading: 'Learn more',
      text: 'The Deposit Insurance Fund publishes the current maximum compensation and the maximum interest rates of protected deposits.',
    },
  ],
  depositSection: 'Your deposit',
  depositNote:
    'Whether this deposit is protected, and up to what amount, follows the law and the Fund’s rules in force on the day of the insured event.',
};

export const depositInsuranceTexts = { az, ru, en } as const satisfies Record<
  Locale,
  DepositInsuranceText
>;
