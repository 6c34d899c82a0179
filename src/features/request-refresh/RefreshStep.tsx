import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api';
import type { StepProps } from '../loan-requests/StepContent';
import { RefreshView } from './RefreshView';
import { bankRequestRefreshMachine, createRefreshServices } from './services';

/** The request modal's screen for an expired request (WAITING_REFRESH, or its deadline passed). */
export default function RefreshStep({ order, onChanged }: StepProps) {
  const [machine] = useState(() => bankRequestRefreshMachine(createRefreshServices(api)));
  const actor = useActorRef(machine, { input: { applicationId: order.id } });
  const snapshot = useSelector(actor, (state) => state);

  useEffect(() => {
    const refreshed = actor.on('refreshed', onChanged);
    return () => refreshed.unsubscribe();
  }, [actor, onChanged]);

  return <RefreshView snapshot={snapshot} send={actor.send} />;
}
