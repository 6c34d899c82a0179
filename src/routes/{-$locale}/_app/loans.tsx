import { createFileRoute } from '@tanstack/react-router';
import { PreparingPage } from '../../../features/shell/PreparingPage';
import { pageTitles } from '../../../features/shell/sections';

export const Route = createFileRoute('/{-$locale}/_app/loans')({
  component: () => <PreparingPage title={pageTitles.loans} />,
});
