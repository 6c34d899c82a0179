import { msg } from '@lingui/core/macro';

/**
 * What the identifier fields' "i" buttons explain. The texts are in the `later` catalog
 * part, fetched with the tooltip that shows them (Hint.tsx), not in the sign-in page's first load.
 */
export const hintTexts = {
  fin: msg`The FIN (personal identification number) is the 7 letters and digits printed on your ID card: on the front of a new-generation card, on the back of an older one.`,
  residencePermit: msg`The number printed on the front of your residence permit card, letters and digits without spaces.`,
  passportSeries: msg`The letters before the number on the photo page of your passport.`,
  passportNumber: msg`The number on the photo page of your passport, without the series.`,
};
