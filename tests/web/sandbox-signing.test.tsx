import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SigningSession } from '../../machines/signingApp.machine';
import {
  sampleSigningSession,
  sampleSigningToken,
} from '../../stories/sandbox-signing/signing-fixtures';
import { renderAppAt } from './render-app';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

interface SigningBank {
  session: SigningSession;
  calls: string[];
  /** Answers every call instead, while set. */
  refuse?: { status: number; body: unknown };
}

/** The sandbox's signing calls for one token; signing twice is refused like the server does. */
function stubSigningBank(): SigningBank {
  const bank: SigningBank = { session: { ...sampleSigningSession }, calls: [] };
  const base = `/sandbox/v1/signing/${sampleSigningToken}`;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      bank.calls.push(`${request.method} ${pathname}`);
      if (bank.refuse) return json(bank.refuse.body, bank.refuse.status);
      if (request.method === 'GET' && pathname === base) return json(bank.session);
      if (request.method === 'POST' && pathname === `${base}/sign`) {
        if (bank.session.status === 'SIGNED') {
          return json({ code: 'APPLICATION_STATUS_CONFLICT', message: 'Artıq imzalanıb' }, 409);
        }
        bank.session = { ...bank.session, status: 'SIGNED' };
        return json(bank.session);
      }
      return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
    }),
  );
  return bank;
}

afterEach(() => vi.unstubAllGlobals());

const openSigning = () => renderAppAt(`/en/sandbox-signing/${sampleSigningToken}`);

describe('the sandbox signing app', () => {
  it('shows the application and its documents, and signs them without a sign-in', async () => {
    const bank = stubSigningBank();
    await openSigning();
    const sign = await screen.findByRole('button', { name: 'Sign' });
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Credit',
      '5 000.00 ₼',
      '24 months',
    ]);
    expect(screen.getByRole('link', { name: 'Standart məlumat forması' })).toHaveAttribute(
      'href',
      `${window.location.origin}/sandbox/v1/signing/${sampleSigningToken}/documents/doc-main`,
    );

    await userEvent.click(sign);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The documents are signed. You can return to the internet bank.',
    );
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
    expect(bank.calls.filter((call) => call.startsWith('POST'))).toEqual([
      `POST /sandbox/v1/signing/${sampleSigningToken}/sign`,
    ]);
  });

  it('says a session signed before is signed', async () => {
    const bank = stubSigningBank();
    bank.session.status = 'SIGNED';
    await openSigning();
    expect(await screen.findByRole('status')).toHaveTextContent('The documents are signed.');
  });

  it('tells an unknown link apart from a bank that failed, which can be tried again', async () => {
    const bank = stubSigningBank();
    bank.refuse = { status: 404, body: { code: 'NOT_FOUND', message: 'Tapılmadı' } };
    const { view } = await openSigning();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This signing link is unknown or no longer valid.',
    );
    view.unmount();

    bank.refuse = { status: 500, body: { code: 'INTERNAL', message: 'Bank is resting' } };
    await openSigning();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank is resting');
    bank.refuse = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeVisible();
  });
});
