import { useLingui } from '@lingui/react/macro';
import { pageTitles } from '../shell/sections';
import { DepositsView } from './DepositsView';
import { useDeposits } from './queries';
import '../products/products.css';

/** /deposits: every deposit of the signed-in customer. */
export function DepositsPage() {
  const { i18n } = useLingui();
  const deposits = useDeposits();
  return (
    <section className="products-page" aria-labelledby="page-title">
      <h1 id="page-title">{i18n._(pageTitles.deposits)}</h1>
      <DepositsView query={deposits} />
    </section>
  );
}
