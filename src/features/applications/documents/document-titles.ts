import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../../../machines/documentReview.machine';

/** PRODUCT 9: the titles of the MAIN and OTHER documents. */
export const documentTitles: Readonly<Record<DocumentType, MessageDescriptor>> = {
  MAIN: msg`Standard information form of the Central Bank`,
  OTHER: msg`Document package`,
};

// An account's or a deposit's MAIN document is its agreement, not the loan's information form.
const productMainTitles: Readonly<Record<'ACCOUNT' | 'DEPOSIT', MessageDescriptor>> = {
  ACCOUNT: msg`Current account agreement`,
  DEPOSIT: msg`Deposit agreement`,
};

/** The title of a document of a request for this product. */
export function documentTitle(documentType: DocumentType, productType: string): MessageDescriptor {
  if (documentType === 'MAIN' && (productType === 'ACCOUNT' || productType === 'DEPOSIT')) {
    return productMainTitles[productType];
  }
  return documentTitles[documentType];
}
