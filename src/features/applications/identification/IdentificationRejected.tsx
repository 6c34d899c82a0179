import { Trans } from '@lingui/react/macro';
import './identification.css';

/** IDENTIFICATION_REJECTED: PRODUCT 8, identification failed, retry later. */
export default function IdentificationRejected() {
  return (
    <div className="identification-note identification-note--failed" role="alert">
      <h2 className="slot-picker__title">
        <Trans>The identification did not succeed</Trans>
      </h2>
      <p>
        <Trans>Please try again a bit later.</Trans>
      </p>
    </div>
  );
}
