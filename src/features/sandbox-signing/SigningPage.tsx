import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { api } from '../../api';
import { SigningView } from './SigningView';
import { bankSigningAppMachine, createSigningServices, signingDocumentUrl } from './services';

/** The signing app opened from the QR link: no sign-in, the link's token is the key. */
export function SigningPage({ token }: { token: string }) {
  const [machine] = useState(() => bankSigningAppMachine(createSigningServices(api, token)));
  const actor = useActorRef(machine);
  const snapshot = useSelector(actor, (state) => state);
  return (
    <SigningView
      snapshot={snapshot}
      send={actor.send}
      documentUrl={(documentId) => signingDocumentUrl(token, documentId)}
    />
  );
}
