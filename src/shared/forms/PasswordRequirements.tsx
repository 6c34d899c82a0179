import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import {
  meetsRule,
  minPasswordLength,
  type PasswordRule,
  passwordRules,
} from '../../../domain/password';

/** PRODUCT 5's password requirements, each marked as met while the customer types. */
export function PasswordRequirements({ password }: { password: string }) {
  const { t } = useLingui();
  const titleId = useId();
  const labels: Record<PasswordRule, string> = {
    cases: t`Upper and lower case letters`,
    digit: t`Digits`,
    special: t`A special character`,
    length: t`Minimum length ${minPasswordLength} characters`,
  };
  return (
    <div className="auth-requirements">
      <p id={titleId} className="auth-requirements__title">
        <Trans>The password must contain:</Trans>
      </p>
      <ul aria-labelledby={titleId}>
        {passwordRules.map((rule) => {
          const met = meetsRule(rule, password);
          return (
            <li key={rule} data-met={met || undefined}>
              <span aria-hidden="true">{met ? '✓' : '•'}</span> {labels[rule]}
              {met && <span className="visually-hidden">{t`(met)`}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
