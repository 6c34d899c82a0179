/**
 * The sandbox third party names the consent's Berlin Group status in the visitor's language,
 * with the protocol's own code beside it.
 */
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SandboxTppRead } from '../../machines/sandboxTpp.machine';
import { TppData } from '../../src/features/sandbox-tpp/TppData';
import { activateLocale, i18n, requireCatalogPart } from '../../src/shared/i18n';

const revoked: SandboxTppRead = {
  consentId: '7',
  consentStatus: 'revokedByPsu',
  accounts: [],
  refusal: null,
};

async function renderIn(locale: 'az' | 'en', read: SandboxTppRead) {
  await requireCatalogPart('sandbox');
  await activateLocale(locale);
  return render(
    <I18nProvider i18n={i18n}>
      <TppData read={read} />
    </I18nProvider>,
  );
}

describe('the sandbox third party’s consent status', () => {
  it('reads as words with the code beside them', async () => {
    await renderIn('en', revoked);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Consent status: Revoked by the customer (revokedByPsu)',
    );
  });

  it('is translated into Azerbaijani', async () => {
    await renderIn('az', { ...revoked, consentStatus: 'valid' });
    expect(screen.getByRole('status')).toHaveTextContent('Qüvvədədir (valid)');
  });

  it('is a dash before the third party has read anything', async () => {
    await renderIn('en', { ...revoked, consentStatus: null });
    expect(screen.getByRole('status')).toHaveTextContent('Consent status: —');
  });
});
