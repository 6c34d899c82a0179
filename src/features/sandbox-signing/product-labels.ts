import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SigningSession } from '../../../machines/signingApp.machine';

/** What the signed application is for, as the signing app names it. */
export const signingProductLabels: Readonly<Record<SigningSession['product'], MessageDescriptor>> =
  {
    LOAN: msg`Credit`,
    REFIN: msg`Refinancing`,
    ACCOUNT: msg`New account`,
    DEPOSIT: msg`New deposit`,
  };
