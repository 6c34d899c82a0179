import { createFileRoute } from '@tanstack/react-router';
import { GetCreditPage } from '../../../features/applications/get-credit/GetCreditPage';

export const Route = createFileRoute('/{-$locale}/_app/get-credit')({
  component: GetCreditPage,
});
