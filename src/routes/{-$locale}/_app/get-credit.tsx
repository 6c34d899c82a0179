import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { GetCreditPage } from '../../../features/applications/get-credit/GetCreditPage';
import { userInfoQuery } from '../../../features/profile/queries';

export const Route = createFileRoute('/{-$locale}/_app/get-credit')({
  component: GetCredit,
});

/** The form offers the customer's registered mobile, as the profile shows it (masked). */
function GetCredit() {
  const user = useQuery(userInfoQuery());
  return <GetCreditPage registeredPhone={user.data?.phoneNumber ?? null} />;
}
