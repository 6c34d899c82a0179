import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { formatDate } from '../../../../domain/date-format';
import { Button } from '../../../shared/ui/Button/Button';
import { FatcaQuestionField } from './FatcaQuestionField';
import type { FatcaAnswers, FatcaQuestion } from './queries';
import './fatca.css';

export interface FatcaFormProps {
  questions: readonly FatcaQuestion[];
  isSubmitting: boolean;
  onSubmit: (answers: FatcaAnswers) => void;
  /** Answers already given: the customer's last ones, which they confirm or change. */
  initialAnswers?: FatcaAnswers;
  /** When the customer gave `initialAnswers`, if in an earlier application. */
  answeredAt?: string;
}

/**
 * The FATCA self-assessment: every question answered yes or no before it can be sent. Answers
 * given within the last year come filled in, and the customer confirms them.
 */
export function FatcaForm({
  questions,
  isSubmitting,
  onSubmit,
  initialAnswers,
  answeredAt,
}: FatcaFormProps) {
  const [answers, setAnswers] = useState<FatcaAnswers>(initialAnswers ?? {});
  const complete = questions.length > 0 && questions.every((q) => q.questionId in answers);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete) onSubmit(answers);
  };
  return (
    <form className="fatca" onSubmit={submit} aria-busy={isSubmitting} noValidate>
      <h2 className="fatca__title">
        <Trans>FATCA self-assessment</Trans>
      </h2>
      <p className="fatca__intro">
        <Trans>US tax law (FATCA) asks us to know whether you are a US taxpayer.</Trans>
      </p>
      {answeredAt && <PreviousAnswersNote answeredAt={answeredAt} />}
      {questions.map((question) => (
        <FatcaQuestionField
          key={question.questionId}
          question={question}
          answer={answers[question.questionId]}
          isDisabled={isSubmitting}
          onAnswer={(answer) => setAnswers({ ...answers, [question.questionId]: answer })}
        />
      ))}
      <Button type="submit" isPending={isSubmitting} isDisabled={!isSubmitting && !complete}>
        {answeredAt ? <Trans>Confirm the answers</Trans> : <Trans>Send the answers</Trans>}
      </Button>
    </form>
  );
}

function PreviousAnswersNote({ answeredAt }: { answeredAt: string }) {
  const date = formatDate(answeredAt);
  return (
    <p className="fatca__previous" role="note">
      <Trans>
        These are your answers of {date}. Check that they are still true, change any that are not,
        and confirm them.
      </Trans>
    </p>
  );
}
