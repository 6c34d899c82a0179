import { Trans, useLingui } from '@lingui/react/macro';
import { pageTitles } from '../../shared/sections';
import { Button } from '../../shared/ui/Button/Button';
import { CancelCodeDialog, type CancelCodeProps } from './CancelCodeDialog';
import { CashCodeDialog } from './CashCodeDialog';
import { type CashCodesQuery, CodeList } from './CodeList';
import type { CashCodeViewProps } from './view-props';
import '../../shared/products/products.css';
import '../../shared/products/sections.css';
import '../../shared/movement/movement.css';
import './cash-codes.css';

export interface CashCodesViewProps {
  codes: CashCodesQuery;
  /** The withdrawal dialog's chart, once the sources are read; null until then. */
  dialog: CashCodeViewProps | null;
  cancel: CancelCodeProps;
}

/** /cash-by-code: the codes list, the button that opens the withdrawal, and both dialogs. */
export function CashCodesView({ codes, dialog, cancel }: CashCodesViewProps) {
  const { i18n } = useLingui();
  return (
    <section className="products-page cash-codes" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(pageTitles.cashByCode)}</h1>
      </header>
      <p className="movement__note">
        <Trans>
          Take cash at an ATM without a card: the bank sends a code by SMS, active for 24 hours.
        </Trans>
      </p>
      <div>
        <Button
          isDisabled={!dialog?.snapshot.can({ type: 'OPEN' })}
          onPress={() => dialog?.send({ type: 'OPEN' })}
        >
          <Trans>Withdraw cash by code</Trans>
        </Button>
      </div>
      <CodeList query={codes} onCancel={(code) => cancel.send({ type: 'ASK', code })} />
      {dialog && <CashCodeDialog {...dialog} />}
      <CancelCodeDialog {...cancel} />
    </section>
  );
}
