import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import {
  type TemplateEditorInput,
  templateEditorMachine,
} from '../../../machines/templateEditor.machine';
import { api } from '../../shared/api/client';
import { useBankChart } from '../../shared/charts/useBankChart';
import { useCurrentLocale } from '../../shared/current-locale';
import {
  paymentTemplatesQuery,
  paymentTemplatesQueryKey,
} from '../../shared/queries/payment-templates';
import { pageTitles } from '../../shared/sections';
import { toast } from '../../shared/ui/Toast/toast';
import { createTemplateEditorServices } from './services';
import { TemplateEditorView } from './TemplateEditorView';

/**
 * /templates/new (optionally ?payment=<id> to keep a made payment as a template) and
 * /templates/edit/{id}: the editor's chart against the bank; saved or deleted, the customer
 * is back on /payments with a toast, the templates read again.
 */
export function TemplateEditorPage({ input }: { input: TemplateEditorInput }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const params = { locale: localeParam(useCurrentLocale()) };
  const backToPayments = () => {
    void queryClient.invalidateQueries({ queryKey: paymentTemplatesQueryKey });
    void navigate({ to: '/{-$locale}/payments', params });
  };
  const { snapshot, send } = useBankChart(templateEditorMachine, {
    calls: createTemplateEditorServices(api),
    input,
    on: {
      saved: ({ template: { name } }) => {
        toast.show({ tone: 'success', title: t`The template “${name}” is saved.` });
        backToPayments();
      },
      deleted: ({ name }) => {
        // /payments shows the cached list while it reads it again: never the deleted one.
        if (input.mode === 'edit') {
          queryClient.setQueryData(paymentTemplatesQuery().queryKey, (list) =>
            list?.filter((each) => each.id !== input.templateId),
          );
        }
        toast.show({ tone: 'success', title: t`The template “${name}” is deleted.` });
        backToPayments();
      },
    },
  });
  const title = input.mode === 'edit' ? pageTitles.templateEdit : pageTitles.templateNew;
  return (
    <section className="products-page" aria-labelledby="page-title">
      <header className="page-header">
        <h1 id="page-title">{i18n._(title)}</h1>
      </header>
      <TemplateEditorView
        snapshot={snapshot}
        send={send}
        backLink={
          <Link to="/{-$locale}/payments" params={params}>
            <Trans>Back to payments</Trans>
          </Link>
        }
      />
    </section>
  );
}
