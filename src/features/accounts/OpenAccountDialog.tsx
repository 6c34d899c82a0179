import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { api } from '../../api/client';
import { useOpenCreatedRequest } from '../products/useOpenCreatedRequest';
import { AccountOpeningDialog } from './AccountOpeningDialog';
import {
  bankAccountOpeningMachine,
  createAccountOpeningServices,
} from './account-opening-services';

/** Opens a current account: the currency, then the request's wizard on /loan-requests/{id}. */
export function OpenAccountDialog({ onClose }: { onClose: () => void }) {
  const [machine] = useState(() => bankAccountOpeningMachine(createAccountOpeningServices(api)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);

  useOpenCreatedRequest(actor);

  return <AccountOpeningDialog snapshot={snapshot} send={actor.send} onClose={onClose} />;
}
