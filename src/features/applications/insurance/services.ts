import type { InsuranceChoiceServices } from '../../../../machines/insuranceChoice.machine';
import { type ApiClient, unwrap } from '../../../shared/api';

const insurancePath = '/loan-insurance/v1/loan-insurances';

/** The insurance calls of one application over the typed client: PATCH replaces a held one. */
export function createInsuranceServices(
  client: ApiClient,
  applicationId: string,
): InsuranceChoiceServices {
  const query = { applicationId };
  return {
    loadOffers: () =>
      unwrap(client.GET(`${insurancePath}/offers`, { params: { query } })).then((offers) => ({
        insurances: offers.insurances,
        hasExistingInsurance: offers.hasExistingInsurance,
        unavailable: offers.unavailable,
      })),
    saveInsurance: async ({ insurerId, update }) => {
      const params = { query: { ...query, insurerId } };
      await unwrap(
        update
          ? client.PATCH(insurancePath, { params })
          : client.POST(`${insurancePath}/select`, { params }),
      );
    },
    skipInsurance: async () => {
      await unwrap(client.POST(`${insurancePath}/skip`, { params: { query } }));
    },
  };
}
