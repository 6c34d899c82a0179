import { createFileRoute } from '@tanstack/react-router';
import { PreparingPage } from '../../../app/shell/PreparingPage';
import { pageTitles } from '../../../shared/sections';

export const Route = createFileRoute('/{-$locale}/_app/account-consents')({
  component: () => <PreparingPage title={pageTitles.accountConsents} />,
});
