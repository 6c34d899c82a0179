import { createFileRoute } from '@tanstack/react-router';
import { PasskeysSection } from '../../../features/passkeys/PasskeysSection';
import { passkeysQuery } from '../../../features/passkeys/queries';
import { ChangePasswordAction } from '../../../features/profile/ChangePasswordAction';
import { sessionsQuery, signInHistoryQuery } from '../../../features/settings/queries';
import { SettingsPage } from '../../../features/settings/SettingsPage';
import { prefetchNew } from '../../../shared/queries/prefetch';

// The page shows what several features bring, composed here: features never import each other.
// More ways to sign in (passkeys) go in `signIn`, under the password.
function Settings() {
  return <SettingsPage password={<ChangePasswordAction />} signIn={<PasskeysSection />} />;
}

export const Route = createFileRoute('/{-$locale}/_app/settings')({
  loader: ({ context: { queryClient } }) => {
    prefetchNew(queryClient, sessionsQuery());
    prefetchNew(queryClient, signInHistoryQuery());
    prefetchNew(queryClient, passkeysQuery());
  },
  component: Settings,
});
