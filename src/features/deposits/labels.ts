import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DepositType, PayoutFrequency } from '../../../domain/deposit';

/** PRODUCT 4.5's deposit types as customers read them. */
export const depositTypeLabels: Readonly<Record<DepositType, MessageDescriptor>> = {
  PROFIT: msg`Profit`,
  AVANS: msg`Advance`,
  TRGT: msg`Target`,
};

/** PRODUCT 4.5: MON pays monthly; YEAR and YEARLY are two spellings of "at the end of the term". */
export const payoutFrequencyLabels: Readonly<Record<PayoutFrequency, MessageDescriptor>> = {
  MON: msg`Monthly`,
  YEAR: msg`At the end of the term`,
  YEARLY: msg`At the end of the term`,
};

/** One line on what each type is for, beside the choice of type. */
export const depositTypeHints: Readonly<Record<DepositType, MessageDescriptor>> = {
  PROFIT: msg`The classic deposit: interest monthly or at the end of the term`,
  AVANS: msg`Income every month: interest paid to your account monthly`,
  TRGT: msg`Saving towards a goal: all interest at the end, at the best rate`,
};
