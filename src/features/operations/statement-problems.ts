import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  type StatementDateProblem,
  statementPeriodProblems,
} from '../../../domain/statement-period';
import type { StatementDownloadContext } from '../../../machines/statementDownload.machine';

const fromMessages: Record<StatementDateProblem, MessageDescriptor> = {
  required: msg`Enter the first day of the period`,
  invalid: msg`Enter a real date`,
  future: msg`The period cannot start after today`,
};
const toMessages: Record<StatementDateProblem | 'before-from', MessageDescriptor> = {
  required: msg`Enter the last day of the period`,
  invalid: msg`Enter a real date`,
  future: msg`The period cannot end after today`,
  'before-from': msg`The last day cannot be before the first day`,
};
const chooseAccount = msg`Choose an account`;

export interface StatementFieldMessages {
  accountId?: MessageDescriptor;
  from?: MessageDescriptor;
  to?: MessageDescriptor;
}

/**
 * What to say beside each field: a wrong date at once, a missing value only once the customer
 * has tried to download (nobody wants "required" on a field they have not reached yet).
 */
export function statementFieldMessages(context: StatementDownloadContext): StatementFieldMessages {
  if (!context.today) return {};
  const problems = statementPeriodProblems(context);
  const shown = <P extends string>(problem: P | undefined) =>
    problem && (problem !== 'required' || context.showProblems) ? problem : undefined;
  const from = shown(problems.from);
  const to = shown(problems.to);
  return {
    accountId: context.showProblems && !context.accountId ? chooseAccount : undefined,
    from: from && fromMessages[from],
    to: to && toMessages[to],
  };
}
