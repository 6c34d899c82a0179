import type { InsuranceOffers } from '../../machines/insuranceChoice.machine';

/** Two insurers' offers for a loan, as listInsuranceOffers answers. */
export const sampleInsuranceOffers: InsuranceOffers = {
  insurances: [
    { insurerId: 'PASHA_SIGORTA', name: 'PAŞA Sığorta', premium: 120, currency: 'AZN' },
    { insurerId: 'MEGA_SIGORTA', name: 'Meqa Sığorta', premium: 150, currency: 'AZN' },
  ],
  hasExistingInsurance: false,
};
