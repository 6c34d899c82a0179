import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositType, PayoutFrequency } from '../../domain/deposit';

/** SPEC 4.5's deposit types as customers read them. */
export const depositTypeLabels: Readonly<Record<DepositType, MessageDescriptor>> = {
  PROFIT: msg`Profit`,
  AVANS: msg`Advance`,
  TRGT: msg`Target`,
};

/** SPEC 4.5: MON pays monthly; YEAR and YEARLY are two spellings of "at the end of the term". */
export const payoutFrequencyLabels: Readonly<Record<PayoutFrequency, MessageDescriptor>> = {
  MON: msg`Monthly`,
  YEAR: msg`At the end of the term`,
  YEARLY: msg`At the end of the term`,
};
