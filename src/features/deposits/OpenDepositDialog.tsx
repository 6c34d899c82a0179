import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { api } from '../../api/client';
import { bankToday } from '../operations/period';
import { useOpenCreatedRequest } from '../products/useOpenCreatedRequest';
import { DepositOpeningDialog } from './DepositOpeningDialog';
import {
  bankDepositOpeningMachine,
  createDepositOpeningServices,
} from './deposit-opening-services';

/** Opens a deposit: the form, then the request's wizard on /loan-requests/{id}. */
export function OpenDepositDialog({ onClose }: { onClose: () => void }) {
  const [machine] = useState(() => bankDepositOpeningMachine(createDepositOpeningServices(api)));
  const actor = useActorRef(machine, { input: { today: bankToday() } });
  const snapshot = useSelector(actor, (state) => state);

  useOpenCreatedRequest(actor);

  return <DepositOpeningDialog snapshot={snapshot} send={actor.send} onClose={onClose} />;
}
