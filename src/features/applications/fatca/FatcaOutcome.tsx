import { Trans } from '@lingui/react/macro';
import './fatca.css';

/**
 * The error state of step 2 when the answers made the customer a US person
 * (MOVED_TO_TRADITIONAL_WAY): the application continues only at a branch.
 */
export default function FatcaOutcome() {
  return (
    <div className="fatca-outcome" role="alert">
      <h2 className="fatca__title">
        <Trans>Please continue at a branch</Trans>
      </h2>
      <p>
        <Trans>
          Your answers show you may be a US taxpayer (FATCA), so this application cannot be
          completed online. Visit any branch of the bank with your ID card to continue it.
        </Trans>
      </p>
    </div>
  );
}
