import { signingAppMachine } from '../../../machines/signingApp.machine';
import { api } from '../../shared/api';
import { useBankChart } from '../../shared/charts/useBankChart';
import { SigningView } from './SigningView';
import { createSigningServices, signingDocumentUrl } from './services';

/** The signing app opened from the QR link: no sign-in, the link's token is the key. */
export function SigningPage({ token }: { token: string }) {
  const { snapshot, send } = useBankChart(signingAppMachine, {
    calls: createSigningServices(api, token),
  });
  return (
    <SigningView
      snapshot={snapshot}
      send={send}
      documentUrl={(documentId) => signingDocumentUrl(token, documentId)}
    />
  );
}
