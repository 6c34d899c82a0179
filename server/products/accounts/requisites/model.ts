/** What the requisites sheet prints: plain data, so it crosses to a render thread as it is. */
import type { Locale } from '../../../../domain/locale';
import type { Schemas } from '../../../openapi/json';

export interface RequisitesSheet {
  locale: Locale;
  requisites: Schemas['AccountRequisites'];
  /** Epoch milliseconds: when the sheet was made. */
  issuedAt: number;
}
