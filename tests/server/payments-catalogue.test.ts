/**
 * The providers' catalogue as data (server/payments/providers/catalogue.ts): SPEC 5's mobile
 * prefixes each owned by exactly one operator, marks white initials can be read on (WCAG AA,
 * 4.5:1), limits within the contract's rules; and what the lookup does outside the sandbox,
 * where the bank has no connection to the utilities (503) and mobile numbers need none.
 */
import { describe, expect, it } from 'vitest';
import {
  type PaymentProviderRow,
  paymentProviders,
  sandboxProviderSubscribers,
} from '../../server/db/schema';
import type { LedgerDb } from '../../server/ledger';
import { providerCatalogue } from '../../server/payments/providers/catalogue';
import { providerGateway } from '../../server/payments/subscribers/gateway';
import { startTestBank } from './support/bank';

/** WCAG 2's relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('the catalogue', () => {
  it('gives each of SPEC 5’s prefixes to exactly one operator', () => {
    const prefixes = providerCatalogue
      .filter((provider) => provider.category === 'MOBILE')
      .flatMap((provider) => provider.fields[0]?.prefixes ?? []);
    expect(prefixes.sort()).toEqual(['10', '50', '51', '60', '70', '77', '99']);
  });

  it('draws marks white initials are readable on, with limits in order', () => {
    for (const provider of providerCatalogue) {
      expect(provider.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(provider.color), provider.id).toBeGreaterThanOrEqual(4.5);
      expect(provider.initials.length).toBeLessThanOrEqual(3);
      expect(provider.minMinor).toBeGreaterThan(0n);
      expect(provider.minMinor).toBeLessThan(provider.maxMinor);
    }
  });

  it('gives every utility a code whose example matches its own pattern', () => {
    for (const provider of providerCatalogue) {
      for (const field of provider.fields) {
        expect(new RegExp(`^(?:${field.pattern})$`).test(field.example), provider.id).toBe(true);
      }
    }
  });
});

describe('outside the sandbox', () => {
  const gateway = providerGateway(false);
  const db = {} as LedgerDb;
  const providerOf = (id: string) => {
    const found = providerCatalogue.find((provider) => provider.id === id);
    if (!found) throw new Error(id);
    return { ...found, ledgerAccountId: 'x', position: 0 } as PaymentProviderRow;
  };

  it('a mobile number needs no answer from the operator', async () => {
    const found = await gateway.findSubscriber(
      db,
      providerOf('bakcell'),
      { phone: '991234567' },
      'en',
    );
    expect(found).toMatchObject({ display: '+994 99 ••• •• 67', name: null, debtMinor: null });
  });

  it('a utility answers 503 PROVIDER_UNAVAILABLE: no provider system is connected', async () => {
    await expect(
      gateway.findSubscriber(db, providerOf('azersu'), { subscriberCode: '10020030' }, 'en'),
    ).rejects.toMatchObject({ code: 'PROVIDER_UNAVAILABLE', httpStatus: 503 });
  });
});

describe('a bank started outside the sandbox', () => {
  it('has the providers but no sandbox subscribers and no sandbox calls', async () => {
    const production = await startTestBank({ sandbox: false });
    try {
      const { db } = production.database;
      expect(await db.$count(paymentProviders)).toBe(providerCatalogue.length);
      expect(await db.$count(sandboxProviderSubscribers)).toBe(0);
      const sandbox = await production.app.inject({ url: '/sandbox/v1/payment-subscribers' });
      expect(sandbox.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
