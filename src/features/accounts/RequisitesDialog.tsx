import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { formatIban } from '../../../domain/iban';
import type { CopyRequest } from '../../shared/copy/useCopy';
import { QueryStatus, type QueryView } from '../../shared/products';
import type { Account } from '../../shared/queries/accounts';
import { Button } from '../../shared/ui/Button/Button';
import { ModalDialog } from '../../shared/ui/ModalDialog/ModalDialog';
import {
  type AccountRequisites,
  fetchRequisitesPdf,
  shareOrSave,
  useAccountRequisites,
} from './requisites-services';

/** Sharing the PDF, as the dialog shows it. */
export interface RequisitesShare {
  onShare: () => void;
  isPending: boolean;
  failed: boolean;
}

export interface RequisitesViewProps {
  account: Pick<Account, 'name'>;
  query: QueryView<AccountRequisites>;
  share: RequisitesShare;
  onCopy: (request: CopyRequest) => void;
  onClose: () => void;
}

interface Row {
  id: string;
  label: string;
  /** As shown; `copied` is what a payer pastes (IBANs without spaces). */
  shown: string;
  copied: string;
}

function useRows(requisites: AccountRequisites): Row[] {
  const { t } = useLingui();
  const row = (id: string, label: string, value: string, shown = value) => ({
    id,
    label,
    shown,
    copied: value,
  });
  return [
    row('beneficiary', t`Beneficiary`, requisites.beneficiary),
    row('iban', 'IBAN', requisites.iban, formatIban(requisites.iban)),
    row('currency', t`Currency`, requisites.currency),
    row('bank', t`Bank`, requisites.bankName),
    row('tax-id', t`Bank's VÖEN (tax ID)`, requisites.bankTaxId),
    row('bic', 'BIC (SWIFT)', requisites.bic),
    row(
      'correspondent',
      t`Correspondent account`,
      requisites.correspondentAccount,
      formatIban(requisites.correspondentAccount),
    ),
  ];
}

function RequisitesBody(props: RequisitesViewProps & { requisites: AccountRequisites }) {
  const { requisites, share, onCopy } = props;
  const { t } = useLingui();
  const rows = useRows(requisites);
  // Copied as a payer pastes it: one line each, the IBANs without spaces.
  const all = rows.map((row) => `${row.label}: ${row.copied}`).join('\n');
  return (
    <div className="requisites">
      <dl className="requisites__list">
        {rows.map(({ id, label, shown, copied }) => (
          <div key={id} className="requisites__item">
            <dt>{label}</dt>
            <dd>
              <span className="requisites__value">{shown}</span>
              <Button
                variant="ghost"
                className="requisites__copy"
                aria-label={t`Copy: ${label}`}
                onPress={() => onCopy({ text: copied, label, copied: t`${label} copied` })}
              >
                <Trans>Copy</Trans>
              </Button>
            </dd>
          </div>
        ))}
      </dl>
      {share.failed && (
        <p role="alert" className="requisites__error">
          <Trans>The PDF could not be made. Try again.</Trans>
        </p>
      )}
      <div className="requisites__actions">
        <Button
          variant="secondary"
          onPress={() => onCopy({ text: all, label: t`Requisites`, copied: t`Requisites copied` })}
        >
          <Trans>Copy the requisites</Trans>
        </Button>
        <Button onPress={share.onShare} isPending={share.isPending}>
          <Trans>Share as PDF</Trans>
        </Button>
      </div>
    </div>
  );
}

/** What a payer at another bank needs, each line with its copy button, and the PDF to share. */
export function RequisitesView(props: RequisitesViewProps) {
  const { t } = useLingui();
  return (
    <ModalDialog
      title={t`Requisites of ${props.account.name}`}
      size="lg"
      isOpen
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <QueryStatus
        query={props.query}
        loadingLabel={t`Loading the requisites`}
        errorText={t`The requisites could not be loaded.`}
      >
        {(requisites) => <RequisitesBody {...props} requisites={requisites} />}
      </QueryStatus>
    </ModalDialog>
  );
}

/** The requisites dialog reading GET /api/v1/accounts/{id}/requisites and sharing its PDF. */
export function RequisitesDialog(
  props: Omit<RequisitesViewProps, 'query' | 'share'> & { account: Account },
) {
  const { t } = useLingui();
  const { account } = props;
  const share = useMutation({
    mutationFn: async () =>
      shareOrSave(
        await fetchRequisitesPdf(account.id, account.iban),
        t`Requisites of ${account.name}`,
      ),
  });
  return (
    <RequisitesView
      {...props}
      query={useAccountRequisites(account.id)}
      share={{ onShare: () => share.mutate(), isPending: share.isPending, failed: share.isError }}
    />
  );
}
