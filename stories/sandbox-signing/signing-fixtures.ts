/** A signing session (getSandboxSigningSession) for the stories and tests of the signing app. */
import type { SigningSession } from '../../machines/signingApp.machine';

export const sampleSigningToken = 'Xq3v9TzK1mPw7RbY5nLc2HdF8sJ4aGeU';

export const sampleSigningSession: SigningSession = {
  applicationId: 'loan-1',
  status: 'OPEN',
  product: 'LOAN',
  amount: 5000,
  currency: 'AZN',
  term: 24,
  documents: [
    { id: 'doc-main', documentType: 'MAIN', title: 'Standart məlumat forması' },
    { id: 'doc-contract', documentType: 'OTHER', title: 'Sənədlər paketi' },
  ],
};
