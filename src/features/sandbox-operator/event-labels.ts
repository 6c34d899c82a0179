import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LifecycleEventType } from './operator-applications';

/** What each lifecycle event means to the operator who presses it. */
export const operatorEventLabels: Readonly<Record<LifecycleEventType, MessageDescriptor>> = {
  OFFER_ACCEPTED: msg`Offer accepted`,
  FATCA_PASSED: msg`FATCA passed`,
  FATCA_US_PERSON: msg`FATCA: US person`,
  FATCA_REJECTED: msg`FATCA rejected`,
  SLOT_BOOKED: msg`Identification time booked`,
  IDENTIFICATION_APPROVED: msg`Identification approved`,
  IDENTIFICATION_REJECTED: msg`Identification rejected`,
  IDENTIFICATION_RETRY: msg`Retry identification`,
  INSURANCE_CHOSEN: msg`Insurance chosen`,
  INSURANCE_SKIPPED: msg`Insurance skipped`,
  DOCUMENTS_READY: msg`Documents ready`,
  DOCUMENTS_SIGNED: msg`Documents signed`,
  FINAL_APPROVAL: msg`Final approval`,
  DEADLINE_PASSED: msg`Deadline passed`,
  REFRESHED: msg`Fresh offers`,
  SENT_TO_REVIEW: msg`Send to review`,
  CANCELED: msg`Cancel`,
};
