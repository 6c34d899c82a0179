import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { InstalmentState } from '../../../domain/instalment';

export const instalmentStateLabels: Readonly<Record<InstalmentState, MessageDescriptor>> = {
  paid: msg`Paid`,
  due: msg`Due`,
  overdue: msg`Overdue`,
};
