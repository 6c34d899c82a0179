import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeBank } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { sampleSigningSession, sampleSigningToken } from '../fake-bank/fixtures/signing';
import { type SigningBook, signingLink } from '../fake-bank/handlers/sandbox';
import { renderAppAt } from './render-app';

/** The sandbox's signing calls for one token; the book is the bank's state. */
function openBank(): SigningBook {
  const book: SigningBook = { session: { ...sampleSigningSession } };
  fakeBank.use(...signingLink(book, sampleSigningToken));
  return book;
}

const openSigning = () => renderAppAt(`/en/sandbox-signing/${sampleSigningToken}`);

describe('the sandbox signing app', () => {
  it('shows the application and its documents, and signs them without a sign-in', async () => {
    openBank();
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
    expect(fakeBank.calls({ method: 'POST' }).map(({ line }) => line)).toEqual([
      `POST /sandbox/v1/signing/${sampleSigningToken}/sign`,
    ]);
  });

  it('says a session signed before is signed', async () => {
    const bank = openBank();
    bank.session.status = 'SIGNED';
    await openSigning();
    expect(await screen.findByRole('status')).toHaveTextContent('The documents are signed.');
  });

  it('tells an unknown link apart from a bank that failed, which can be tried again', async () => {
    const bank = openBank();
    bank.refuse = { status: 404, error: bankError('NOT_FOUND', 'Tapılmadı') };
    const { view } = await openSigning();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This signing link is unknown or no longer valid.',
    );
    view.unmount();

    bank.refuse = { status: 500, error: bankError('INTERNAL', 'Bank is resting') };
    await openSigning();
    expect(await screen.findByRole('alert')).toHaveTextContent('Bank is resting');
    bank.refuse = undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Sign' })).toBeVisible();
  });
});
