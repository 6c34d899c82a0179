/**
 * What makes B's requests valid up to the id the sweep tries: B's own products where a call
 * takes a second id, and terms the bank accepts where a random sample would be refused for
 * them first. Without these a call could be refused before its id is looked at, and the sweep
 * would prove nothing; the sweep checks that an id nobody has gets 404, so a call that needs
 * an entry here fails until it has one.
 */
import type { Hints } from '../fuzz/base';
import { omitted } from '../fuzz/sample';

export interface CallerProducts {
  /** B's AZN and USD current accounts. */
  azn: string;
  usd: string;
}

export function validFields(own: CallerProducts): Record<string, Record<string, unknown>> {
  return {
    quoteTransfer: {
      type: 'A2A',
      amount: 1,
      comment: omitted,
      'from.productId': own.azn,
      'to.productId': own.usd,
    },
    // Azercell and a number of its own: the refusal can only be about the source's id.
    quotePayment: {
      providerId: 'azercell',
      'fields.phone': '501234567',
      'fields.subscriberCode': omitted,
      amount: 5,
      'from.productId': own.azn,
    },
    // An amount the bank takes: the refusal can only be about the source's id.
    quoteCashCode: { amount: 10, 'from.productId': own.azn },
    createDepositApplication: {
      productType: 'PROFIT',
      currency: 'AZN',
      termMonths: 12,
      amount: 100,
      payoutFrequency: 'MON',
      sourceAccountId: own.azn,
    },
    createReservation: {
      reservationType: 'EMERGENCY',
      phoneNumber: '701112233',
      productType: 'LOAN',
      startTime: omitted,
      endTime: omitted,
      day: omitted,
      month: omitted,
      year: omitted,
    },
    // A template of the bank's own catalogue: the refusal can only be about the template's id.
    updatePaymentTemplate: {
      name: 'Sweep',
      providerId: 'azercell',
      'fields.phone': '501234567',
      'fields.subscriberCode': omitted,
      amount: omitted,
    },
    rebookIdentificationSlot: {
      reservationType: 'EMERGENCY',
      phoneNumber: '701112233',
      productType: 'LOAN',
      startTime: omitted,
      endTime: omitted,
      day: omitted,
      month: omitted,
      year: omitted,
    },
  };
}

/** Hints for B's call: the id tried at `path`, and the valid values around it. */
export function callerHints(own: CallerProducts, tried?: { path: string[]; id: string }): Hints {
  const table = validFields(own);
  return {
    field: (path, operation) => {
      const key = path.join('.');
      if (tried && key === tried.path.join('.')) return tried.id;
      return table[operation.operationId]?.[key];
    },
  };
}
