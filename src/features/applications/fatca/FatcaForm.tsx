import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../shared/ui/Button/Button';
import { FatcaQuestionField } from './FatcaQuestionField';
import type { FatcaAnswers, FatcaQuestion } from './queries';
import './fatca.css';

export interface FatcaFormProps {
  questions: readonly FatcaQuestion[];
  isSubmitting: boolean;
  onSubmit: (answers: FatcaAnswers) => void;
  /** Answers already given (stories start from them). */
  initialAnswers?: FatcaAnswers;
}

/** The FATCA self-assessment: every question answered yes or no before it can be sent. */
export function FatcaForm({ questions, isSubmitting, onSubmit, initialAnswers }: FatcaFormProps) {
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
        <Trans>Send the answers</Trans>
      </Button>
    </form>
  );
}
