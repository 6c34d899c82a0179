import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Spinner } from '../../../shared/ui/Spinner/Spinner';
import { toast } from '../../../shared/ui/Toast/toast';
import type { StepProps } from '../step-props';
import { FatcaForm } from './FatcaForm';
import {
  type FatcaAnswers,
  useFatcaQuestions,
  useLastFatcaAnswers,
  useSubmitFatcaAnswers,
} from './queries';

/**
 * The request modal's screen for the FATCA questions (step 2). A customer who answered within
 * the last 12 months finds those answers filled in to confirm; if they cannot be read, the
 * questions come blank rather than not at all.
 */
export default function FatcaStep({ order, onChanged }: StepProps) {
  const { t, i18n } = useLingui();
  const questions = useFatcaQuestions(i18n.locale);
  const last = useLastFatcaAnswers();
  const submission = useSubmitFatcaAnswers(order, onChanged);
  const failure = submission.error;

  useEffect(() => {
    // PRODUCT 8: loan calls show the bank's message, or 'Xəta baş verdi'.
    if (failure) toast.show({ tone: 'error', title: failure.message || t`An error occurred` });
  }, [failure, t]);

  if (questions.isPending || last.isPending) return <Spinner />;
  if (questions.isError) {
    return (
      <p role="alert">
        <Trans>The questions could not be loaded. Try again a bit later.</Trans>
      </p>
    );
  }
  const previous = last.data?.answeredAt ? last.data : undefined;
  const initialAnswers: FatcaAnswers | undefined = previous
    ? Object.fromEntries(previous.fatcaAnswers.map((each) => [each.questionId, each.answer]))
    : undefined;
  return (
    <FatcaForm
      initialAnswers={initialAnswers}
      answeredAt={previous?.answeredAt}
      questions={questions.data}
      isSubmitting={submission.isPending}
      onSubmit={(answers) => submission.mutate(answers)}
    />
  );
}
