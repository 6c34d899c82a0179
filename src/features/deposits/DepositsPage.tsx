import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useDeposits } from '../../shared/queries/deposits';
import { pageTitles } from '../../shared/sections';
import { Button } from '../../shared/ui/Button/Button';
import { DepositsView } from './DepositsView';
import { OpenDepositDialog } from './OpenDepositDialog';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';

/** /deposits: every deposit of the signed-in customer, and opening a new one. */
export function DepositsPage() {
  const { i18n } = useLingui();
  const deposits = useDeposits();
  const [opening, setOpening] = useState(false);
  return (
    <section className="products-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.deposits)}</h1>
        <Button variant="secondary" onPress={() => setOpening(true)}>
          <Trans>Open a new deposit</Trans>
        </Button>
      </header>
      <DepositsView query={deposits} />
      {opening && <OpenDepositDialog onClose={() => setOpening(false)} />}
    </section>
  );
}
