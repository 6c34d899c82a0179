import { fromPromise } from 'xstate';
import {
  type LoanCalculatorServices,
  loanCalculatorMachine,
} from '../../../machines/loanCalculator.machine';
import type { ApiClient } from '../../api/client';
import { unwrap } from '../../api/errors';

/** Step 1's bank calls over the typed client: listLoanOffers, listBankDetails, acceptLoanOffer. */
export function createLoanCalculatorServices(client: ApiClient): LoanCalculatorServices {
  return {
    loadOffers: async (applicationId) => {
      const { offers, eligibleForRefinancingLoans } = await unwrap(
        client.GET('/api/loan-applications/v1/offers', { params: { query: { applicationId } } }),
      );
      // The banks matter only when there are loans to refinance.
      const banks =
        eligibleForRefinancingLoans.length > 0
          ? await unwrap(client.GET('/bank-details/v1/bank-details'))
          : [];
      return { offers, eligibleLoans: eligibleForRefinancingLoans, banks };
    },
    acceptOffer: async ({ applicationId, ...body }) => {
      await unwrap(
        client.PUT('/api/loan-applications/v1/loan-applications/{id}/accept', {
          params: { path: { id: applicationId } },
          body,
        }),
      );
    },
  };
}

export function bankLoanCalculatorMachine(services: LoanCalculatorServices) {
  return loanCalculatorMachine.provide({
    actors: {
      loadOffers: fromPromise(({ input }) => services.loadOffers(input)),
      acceptOffer: fromPromise(({ input }) => services.acceptOffer(input)),
    },
  });
}
