import { formatIban } from '../../../domain/iban';
import type { components } from '../../../openapi/generated/schema';

type AccountRef = components['schemas']['AccountRef'];

/** An account another product points at: its name and IBAN in groups of four. */
export function AccountName({ account }: { account: AccountRef }) {
  return (
    <span className="account-name">
      <span>{account.name}</span>
      <span className="account-name__iban">{formatIban(account.iban)}</span>
    </span>
  );
}
