import { createFileRoute } from '@tanstack/react-router';
import { validateTemplateSearch } from '../../../../features/payment-templates/search';
import { TemplateEditorPage } from '../../../../features/payment-templates/TemplateEditorPage';

export const Route = createFileRoute('/{-$locale}/_app/templates/new')({
  validateSearch: validateTemplateSearch,
  component: NewTemplate,
});

/** A new template, or a made payment kept as one (?payment=<id>, from the payment's result). */
function NewTemplate() {
  const { payment } = Route.useSearch();
  return (
    <TemplateEditorPage
      key={payment ?? 'new'}
      input={payment ? { mode: 'fromPayment', paymentId: payment } : { mode: 'new' }}
    />
  );
}
