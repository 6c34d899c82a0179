import { createFileRoute } from '@tanstack/react-router';
import { PreparingPage } from '../../../features/shell/PreparingPage';
import { pageTitles } from '../../../features/shell/sections';

export const Route = createFileRoute('/{-$locale}/_app/payment-methods')({
  component: () => <PreparingPage title={pageTitles.paymentMethods} />,
});
