import { changePasswordMachine } from '../../../machines/changePassword.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { toast } from '../../shared/ui/Toast/toast';
import { createChangePasswordServices } from './services';

/** The change-password chart with the bank's calls; a refusal shows the bank's message. */
export function useChangePassword() {
  return useBankChart(changePasswordMachine, {
    calls: createChangePasswordServices(api),
    on: {
      error: ({ message }) => {
        // PRODUCT 8: the bank's own message, no fallback text.
        if (message) toast.show({ tone: 'error', title: message });
      },
    },
  });
}
