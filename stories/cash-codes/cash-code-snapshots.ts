/**
 * Snapshots of the real cash-by-code charts, reached by sending them the events the customer and
 * the bank would: each story shows what the page and its dialogs show in that state.
 */
import { type CashCodeEvent, cashCodeMachine } from '../../machines/cashCode.machine';
import {
  type CashCodeCancelEvent,
  cashCodeCancelMachine,
} from '../../machines/cashCodeCancel.machine';
import type { CashCode } from '../../tests/fake-bank/fixtures/cash-codes';
import {
  cashAwaitingCode,
  cashCanceledOrder,
  cashConfirmed,
  cashQuote,
} from '../../tests/fake-bank/fixtures/cash-codes';
import { activeCode, cashInput, refusals } from '../../tests/machines/cashCode.model';
import { reach } from '../auth/auth-snapshots';

export const cashSnapshot = (events: readonly CashCodeEvent[]) =>
  reach(cashCodeMachine, cashInput, events);
export const cancelSnapshot = (events: readonly CashCodeCancelEvent[] = []) =>
  reach(cashCodeCancelMachine, undefined, events);

// The bank's answers arrive as the events the running chart would get from its calls.
const answered = <E>(id: string, output?: unknown) =>
  ({ type: `xstate.done.actor.${id}`, output }) as unknown as E;
const refused = <E>(id: string, error: Error) =>
  ({ type: `xstate.error.actor.${id}`, error }) as unknown as E;

export const events = {
  open: { type: 'OPEN' } as CashCodeEvent,
  amount: (value: string): CashCodeEvent => ({ type: 'FIELD.CHANGE', field: 'amount', value }),
  submit: { type: 'SUBMIT' } as CashCodeEvent,
  confirm: { type: 'CONFIRM' } as CashCodeEvent,
  code: { type: 'OTP.CHANGE', value: '123456' } as CashCodeEvent,
  codeSubmit: { type: 'OTP.SUBMIT' } as CashCodeEvent,
  quoted: answered<CashCodeEvent>('quoteCashCode', cashQuote),
  quoteRefused: (error: Error) => refused<CashCodeEvent>('quoteCashCode', error),
  quoteExpired: {
    type: 'xstate.after.quoteLifetime.cashCode.confirming',
  } as unknown as CashCodeEvent,
  made: answered<CashCodeEvent>('createCashCode', cashAwaitingCode),
  makeRefused: (error: Error) => refused<CashCodeEvent>('createCashCode', error),
  codeAccepted: answered<CashCodeEvent>('confirmCashCode', cashConfirmed),
  codeCanceled: answered<CashCodeEvent>('confirmCashCode', cashCanceledOrder),
  codeRefused: (error: Error) => refused<CashCodeEvent>('confirmCashCode', error),
};

export const filled = [events.open, events.amount('4500')];
export const quoted = [...filled, events.submit, events.quoted];
export const code = [...quoted, events.confirm, events.made];
export const checking = [...code, events.code, events.codeSubmit];

export const cancelEvents = {
  ask: (code: CashCode = activeCode): CashCodeCancelEvent => ({ type: 'ASK', code }),
  confirm: { type: 'CONFIRM' } as CashCodeCancelEvent,
  refused: refused<CashCodeCancelEvent>('cancelCashCode', refusals.notActive),
};
