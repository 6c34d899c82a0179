import { Temporal } from 'temporal-polyfill';
import { type Locale, localeParam } from '../../../domain/locale';
import { sandboxTppMachine } from '../../../machines/sandboxTpp.machine';
import { api } from '../../shared/api';
import { bankToday } from '../../shared/bank-today';
import { useBankChart } from '../../shared/charts/useBankChart';
import { useCurrentLocale } from '../../shared/current-locale';
import {
  createSandboxTppServices,
  forgetConsent,
  rememberConsent,
  rememberedConsent,
} from './services';
import { TppView } from './TppView';

/** The consent's last day offered first: 90 days from today in Baku. */
const in90Days = () => Temporal.PlainDate.from(bankToday()).add({ days: 90 }).toString();

/** The bank's page in the tester's language: scaRedirect is a path of the bank without one. */
function inLanguage(url: string, locale: Locale): string {
  const param = localeParam(locale);
  return param && url.startsWith('/') && !url.startsWith('//') ? `/${param}${url}` : url;
}

/**
 * /sandbox-tpp: the third party's side of a consent. The bank sends the browser back here with
 * `?tpp=&consentId=`; without them, the consent this tab asked for last is read.
 */
export function TppPage({ tppId, consentId }: { tppId?: string; consentId?: string }) {
  const locale = useCurrentLocale();
  const back = consentId && tppId ? { tppId, consentId } : rememberedConsent();
  const { snapshot, send } = useBankChart(sandboxTppMachine, {
    calls: createSandboxTppServices(api),
    input: {
      tppId: back?.tppId ?? tppId ?? null,
      consentId: back?.consentId ?? null,
      validUntil: in90Days(),
    },
    on: {
      redirect: ({ url, tppId: tpp, consentId: consent }) => {
        rememberConsent(tpp, consent);
        window.location.assign(inLanguage(url, locale));
      },
    },
  });
  return (
    <TppView
      snapshot={snapshot}
      send={(event) => {
        if (event.type === 'NEW') forgetConsent();
        send(event);
      }}
    />
  );
}
