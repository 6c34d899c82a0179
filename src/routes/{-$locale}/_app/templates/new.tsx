import { createFileRoute } from '@tanstack/react-router';
import { idSearch } from '../../../../app/route-params';
import { TemplateEditorPage } from '../../../../features/payment-templates/TemplateEditorPage';

/** `?payment=<id>` keeps a made payment as a template (the payment's result links here). */
const paymentSearch = idSearch('payment');

export const Route = createFileRoute('/{-$locale}/_app/templates/new')({
  validateSearch: paymentSearch,
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
