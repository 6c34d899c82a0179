/**
 * What the bank does when an application enters a status, in the transaction that moved it and
 * whoever moved it (the customer, a job or the sandbox operator), so a status never stands
 * without its consequence. The steps that have consequences (documents, approval) register them
 * here from the composition root (app.ts), so this hub never imports the steps that import it.
 */
import type {
  ApplicationProduct,
  LifecycleEventType,
  LoanApplicationStatus,
} from '../../machines/loanApplication.machine';
import type { Clock } from '../clock';
import type { LoanApplicationRow } from '../db/schema';
import type { LedgerTx } from '../ledger';

/** A consequence of entering a status; it may refuse (throw) and so roll the move back. */
export type EntryEffect = (
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
) => Promise<void>;

interface Registered {
  products: readonly ApplicationProduct[];
  effect: EntryEffect;
}

const effects = new Map<LoanApplicationStatus, Registered[]>();

/**
 * On entering `status`, an application of one of `products` runs `effect`, after the effects
 * registered before it. Every app built in the process registers the same effects, so
 * registering one again changes nothing.
 */
export function onEntering(
  status: LoanApplicationStatus,
  products: readonly ApplicationProduct[],
  effect: EntryEffect,
): void {
  const registered = effects.get(status) ?? [];
  if (registered.some((entry) => entry.effect === effect)) return;
  effects.set(status, [...registered, { products, effect }]);
}

/** Runs the effects of the status `application` has just entered, in registration order. */
export async function enterStatus(
  tx: LedgerTx,
  clock: Clock,
  application: LoanApplicationRow,
): Promise<void> {
  const registered = effects.get(application.status as LoanApplicationStatus) ?? [];
  for (const { products, effect } of registered) {
    if (products.includes(application.product as ApplicationProduct)) {
      await effect(tx, clock, application);
    }
  }
}

/**
 * The step the bank takes by itself on entering a status, which lifecycle.ts applies through the
 * chart in the same transaction; none for loans. An account's or deposit's step 1 choice (the
 * currency, or the deposit's terms at the rate fixed when applying) stays on the application, so
 * a renewed one (REFRESHED → DEFAULT) takes it again at once. Their insurance step waits for the
 * customer: there they confirm reading the deposit insurance notice
 * (product-applications/deposit-insurance.ts).
 */
export function automaticEvent({
  product,
  status,
}: LoanApplicationRow): LifecycleEventType | undefined {
  if (product !== 'ACCOUNT' && product !== 'DEPOSIT') return undefined;
  if (status === 'DEFAULT') return 'OFFER_ACCEPTED';
  return undefined;
}
