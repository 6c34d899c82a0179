import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import {
  bankStatementDownloadMachine,
  createStatementServices,
  saveFile,
} from './statement-services';

/** The statement-download chart running against the bank, saving each file it gets. */
export function useStatementDownload() {
  const [machine] = useState(() => bankStatementDownloadMachine(createStatementServices(api)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  useEffect(() => {
    const saves = actor.on('save', ({ file }) => saveFile(file));
    return () => saves.unsubscribe();
  }, [actor]);
  return { snapshot, send: actor.send };
}
