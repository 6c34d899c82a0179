import { Trans, useLingui } from '@lingui/react/macro';
import { formatIban } from '../../../domain/iban';
import type { CopyRequest } from '../../shared/copy/useCopy';
import { ProductFacts, QueryStatus, type QueryView } from '../../shared/products';
import { type Account, type AccountDetails, useAccount } from '../../shared/queries/accounts';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';

export interface RequisitesViewProps {
  account: Pick<Account, 'name'>;
  query: QueryView<AccountDetails>;
  onCopy: (request: CopyRequest) => void;
  onClose: () => void;
}

/** What a payer needs to send money to the account, and a button that copies all of it. */
export function RequisitesView({ account, query, onCopy, onClose }: RequisitesViewProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={t`Requisites of ${account.name}`}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <QueryStatus
        query={query}
        loadingLabel={t`Loading the requisites`}
        errorText={t`The requisites could not be loaded.`}
      >
        {({ requisites }) => {
          const rows = [
            { id: 'beneficiary', label: t`Beneficiary`, value: requisites.beneficiary },
            { id: 'iban', label: 'IBAN', value: formatIban(requisites.iban) },
            { id: 'number', label: t`Account number`, value: requisites.accountNumber },
            { id: 'currency', label: t`Currency`, value: requisites.currency },
            { id: 'bank', label: t`Bank`, value: requisites.bankName },
            { id: 'code', label: t`Bank code`, value: requisites.bankCode },
            { id: 'bic', label: 'SWIFT (BIC)', value: requisites.bic },
          ];
          // Copied as a payer pastes it: one line each, the IBAN without spaces.
          const text = rows
            .map(({ id, label, value }) => `${label}: ${id === 'iban' ? requisites.iban : value}`)
            .join('\n');
          return (
            <div className="requisites">
              <ProductFacts facts={rows} />
              <Button
                onPress={() => onCopy({ text, label: t`Requisites`, copied: t`Requisites copied` })}
              >
                <Trans>Copy the requisites</Trans>
              </Button>
            </div>
          );
        }}
      </QueryStatus>
    </ModalDialog>
  );
}

/** The requisites dialog reading GET /api/v1/accounts/{id}. */
export function RequisitesDialog(props: Omit<RequisitesViewProps, 'query'> & { account: Account }) {
  return <RequisitesView {...props} query={useAccount(props.account.id)} />;
}
