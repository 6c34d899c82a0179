import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { localeParam } from '../../../domain/locale';
import { useCurrentLocale } from '../../shared/current-locale';
import type { RoutePath } from '../../shared/sections';
import './next-steps.css';

/**
 * A new customer's home (no card, account, deposit or loan yet): in place of five empty lists,
 * the first things a customer does, each leading to the page whose flow does it.
 */
export function NextSteps() {
  const { t } = useLingui();
  const locale = useCurrentLocale();
  const steps: { to: RoutePath; title: string; text: string }[] = [
    {
      to: '/{-$locale}/accounts',
      title: t`Open an account`,
      text: t`A current account in manats or another currency, opened online: receive and send money from it.`,
    },
    {
      to: '/{-$locale}/deposits',
      title: t`Open a deposit`,
      text: t`Put money aside at a fixed rate, funded from your current account.`,
    },
    {
      to: '/{-$locale}/get-credit',
      title: t`Apply for a loan`,
      text: t`See the bank's offers for the amount you need and apply online.`,
    },
  ];
  return (
    <section className="next-steps" aria-labelledby="next-steps-title">
      <h2 id="next-steps-title">
        <Trans>Get started</Trans>
      </h2>
      <p className="next-steps__intro">
        <Trans>You have no products with us yet. Most customers begin here:</Trans>
      </p>
      <ol className="next-steps__list">
        {steps.map((step) => (
          <li key={step.to} className="next-steps__step">
            <Link
              to={step.to}
              params={{ locale: localeParam(locale) }}
              className="next-steps__link"
            >
              {step.title}
            </Link>
            <p className="next-steps__text">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
