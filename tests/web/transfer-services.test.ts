/**
 * The transfer form's bank calls: a confirm retried after its first answer was lost meets a
 * transfer that no longer awaits its code; the app then shows what the bank did with it.
 */
import { describe, expect, it } from 'vitest';
import { createTransferServices } from '../../src/features/transfers/services';
import { api } from '../../src/shared/api';
import { fakeBank, http } from '../fake-bank';
import { bankError } from '../fake-bank/fixtures/errors';
import { internalCanceled, internalExecuted } from '../fake-bank/fixtures/transfers';

const conflict = bankError('TRANSFER_STATUS_CONFLICT', 'The transfer cannot do that now.');

function bankWhoseTransferIs(transfer: typeof internalExecuted) {
  fakeBank.use(
    http.post('/api/v1/transfers/{id}/confirm', ({ response }) => response(409).json(conflict)),
    http.get('/api/v1/transfers/{id}', ({ response }) => response(200).json(transfer)),
  );
}

describe('confirming a transfer', () => {
  it('answers the executed transfer when a retried confirm finds it done', async () => {
    bankWhoseTransferIs(internalExecuted);
    const services = createTransferServices(api);
    await expect(
      services.confirmTransfer({ sessionId: internalExecuted.id, otp: '123456' }),
    ).resolves.toEqual(internalExecuted);
  });

  it('keeps the refusal when the transfer did not go through', async () => {
    bankWhoseTransferIs(internalCanceled);
    const services = createTransferServices(api);
    await expect(
      services.confirmTransfer({ sessionId: internalCanceled.id, otp: '123456' }),
    ).rejects.toMatchObject({ status: 409, code: 'TRANSFER_STATUS_CONFLICT' });
  });
});
