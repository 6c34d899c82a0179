import { createFileRoute } from '@tanstack/react-router';
import { assertOptionalId } from '../../../../../app/route-params';
import { TemplateEditorPage } from '../../../../../features/payment-templates/TemplateEditorPage';

export const Route = createFileRoute('/{-$locale}/_app/templates/edit/{-$id}')({
  beforeLoad: ({ params }) => assertOptionalId(params.id),
  component: EditTemplate,
});

/** One of the customer's templates; without an id, or another's, the editor says not found. */
function EditTemplate() {
  const { id = '' } = Route.useParams();
  return <TemplateEditorPage key={id} input={{ mode: 'edit', templateId: id }} />;
}
