import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../../machines/documentReview.machine';

/** SPEC 9: the titles of the MAIN and OTHER documents. */
export const documentTitles: Readonly<Record<DocumentType, MessageDescriptor>> = {
  MAIN: msg`Standard information form of the Central Bank`,
  OTHER: msg`Document package`,
};
