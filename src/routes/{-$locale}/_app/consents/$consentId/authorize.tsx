import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../../app/route-params';
import { AuthorizePage } from '../../../../../features/consents/AuthorizePage';

// Where a third party sends the customer (the consent's scaRedirect); signed in first if need be.
export const Route = createFileRoute('/{-$locale}/_app/consents/$consentId/authorize')({
  beforeLoad: ({ params }) => assertOptionalId(params.consentId),
  component: AuthorizeConsent,
});

function AuthorizeConsent() {
  const { consentId } = Route.useParams();
  return <AuthorizePage key={consentId} consentId={consentId} />;
}
