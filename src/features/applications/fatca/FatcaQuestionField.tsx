import { Trans } from '@lingui/react/macro';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { FatcaQuestion } from './queries';
import '../../../shared/ui/RadioOption/radio-option.css';

export interface FatcaQuestionFieldProps {
  question: FatcaQuestion;
  answer: boolean | undefined;
  isDisabled?: boolean;
  onAnswer: (answer: boolean) => void;
}

/** One self-assessment question with its yes/no answer; arrow keys move between the two. */
export function FatcaQuestionField({
  question,
  answer,
  isDisabled,
  onAnswer,
}: FatcaQuestionFieldProps) {
  const value = answer === undefined ? null : answer ? 'yes' : 'no';
  return (
    <RadioGroup
      className="fatca__question"
      orientation="horizontal"
      isRequired
      isDisabled={isDisabled}
      value={value}
      onChange={(chosen) => onAnswer(chosen === 'yes')}
    >
      <Label className="fatca__question-text">{question.question}</Label>
      <div className="fatca__answers">
        <Radio value="yes" className="ui-radio-option">
          <Trans>Yes</Trans>
        </Radio>
        <Radio value="no" className="ui-radio-option">
          <Trans>No</Trans>
        </Radio>
      </div>
    </RadioGroup>
  );
}
