import { createFileRoute } from '@tanstack/react-router';
import { AuthFlowScreen } from '../../../features/auth/AuthFlow';

export const Route = createFileRoute('/{-$locale}/_guest/auth-old')({
  component: AuthFlowScreen,
});
