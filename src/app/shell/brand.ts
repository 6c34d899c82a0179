import { msg } from '@lingui/core/macro';

/** The product's name in the header and the browser tab. */
export const bankName = msg`Internet Bank`;
export const documentTitle = msg`Internet Bank: online banking`;
