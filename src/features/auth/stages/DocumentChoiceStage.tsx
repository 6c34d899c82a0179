import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import {
  type DocumentType,
  foreignDocumentTypes,
  resetDocumentTypes,
} from '../../../../domain/identifiers';
import { Button } from '../../../shared/ui/Button/Button';
import { documentNames } from '../stage-titles';
import type { StageViewProps } from '../view';
import '../../../shared/ui/RadioOption/radio-option.css';

/** PRODUCT 2.2: TRP, PRP or FP; a password reset may also start from the FIN (PIN). */
export function DocumentChoiceStage({ stage, snapshot, send }: StageViewProps) {
  const { i18n } = useLingui();
  const choices = stage === 'forgot-password' ? resetDocumentTypes : foreignDocumentTypes;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'CONTINUE' });
  };
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <RadioGroup
        className="ui-radio-group"
        value={snapshot.context.documentType}
        onChange={(value) => send({ type: 'DOCUMENT.SELECT', documentType: value as DocumentType })}
        isRequired
      >
        <Label className="ui-radio-group__label">
          <Trans>Choose your document</Trans>
        </Label>
        {choices.map((type) => (
          <Radio key={type} value={type} className="ui-radio-option">
            {i18n._(documentNames[type])}
          </Radio>
        ))}
      </RadioGroup>
      <Button type="submit" isFullWidth isDisabled={!snapshot.can({ type: 'CONTINUE' })}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
