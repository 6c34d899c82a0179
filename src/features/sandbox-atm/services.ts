import type { SandboxAtmServices } from '../../../machines/sandboxAtm.machine';
import { type ApiClient, unwrap } from '../../shared/api';

/** The sandbox ATM's one call (withdrawSandboxAtmCash). */
export const createAtmServices = (client: ApiClient): SandboxAtmServices => ({
  withdrawSandboxAtmCash: (body) => unwrap(client.POST('/sandbox/v1/atm/withdrawals', { body })),
});
