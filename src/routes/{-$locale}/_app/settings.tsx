import { createFileRoute } from '@tanstack/react-router';
import { PreparingPage } from '../../../app/shell/PreparingPage';
import { pageTitles } from '../../../shared/sections';

export const Route = createFileRoute('/{-$locale}/_app/settings')({
  component: () => <PreparingPage title={pageTitles.settings} />,
});
