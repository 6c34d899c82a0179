import { createFileRoute } from '@tanstack/react-router';
import { PreparingPage } from '../../../features/shell/PreparingPage';
import { pageTitles } from '../../../features/shell/sections';

export const Route = createFileRoute('/{-$locale}/_app/get-credit')({
  component: () => <PreparingPage title={pageTitles.getCredit} />,
});
