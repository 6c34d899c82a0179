import { createFileRoute } from '@tanstack/react-router';
import { DepositsPage } from '../../../features/deposits/DepositsPage';

export const Route = createFileRoute('/{-$locale}/_app/deposits')({
  component: DepositsPage,
});
