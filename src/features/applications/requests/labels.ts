import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ApplicationStepKey } from '../../../../machines/loanApplication/steps';
import type { RequestListStatus } from '../../../../machines/loanApplication.machine';

/**
 * PRODUCT 2.3's step labels; accounts and deposits show the currency choice as their first step
 * and the deposit insurance scheme as their third.
 */
export const applicationStepLabels: Readonly<Record<ApplicationStepKey, MessageDescriptor>> = {
  details: msg`Loan details`,
  currency: msg`Currency choice`,
  fatca: msg`FATCA self-assessment and video identification time`,
  fatcaOnly: msg`FATCA self-assessment`,
  insurance: msg`Insurance`,
  depositInsurance: msg`Deposit insurance`,
  identification: msg`Online identification`,
  signature: msg`Signature`,
  approval: msg`Final approval`,
};

export const requestListStatusLabels: Readonly<Record<RequestListStatus, MessageDescriptor>> = {
  inProgress: msg`In progress`,
  formalised: msg`Formalised`,
  canceled: msg`Canceled`,
  movedToBranch: msg`Moved to a branch`,
  rejected: msg`Declined`,
};
