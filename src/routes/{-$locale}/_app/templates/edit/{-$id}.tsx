import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../../app/route-params';
import { PreparingPage } from '../../../../../app/shell/PreparingPage';
import { pageTitles } from '../../../../../shared/sections';

export const Route = createFileRoute('/{-$locale}/_app/templates/edit/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  component: () => <PreparingPage title={pageTitles.templateEdit} />,
});
