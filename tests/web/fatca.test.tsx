import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Slot } from '../../domain/identification-slots';
import type { Order } from '../../domain/loan-requests';
import { fakeBank } from '../fake-bank';
import { nigar } from '../fake-bank/fixtures/customers';
import { order } from '../fake-bank/fixtures/requests';
import { type StepTwoBook, stepTwo } from '../fake-bank/handlers/identification';
import { listOrders } from '../fake-bank/handlers/loan-requests';
import { customerInfo } from '../fake-bank/handlers/profile';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());

/** Nigar's bank with one request at step 2. */
function openBank(
  request: Order,
  slots: Slot[],
  lastAnswers?: StepTwoBook['lastAnswers'],
): StepTwoBook {
  const book: StepTwoBook = { request: { ...request }, reservations: [], lastAnswers };
  fakeBank.use(
    customerInfo(nigar),
    listOrders({ orders: [book.request] }),
    ...stepTwo(book, slots),
  );
  return book;
}

const fatcaOrder = order('loan-1', { status: 'READY_FOR_FATCA' });

async function openQuestions() {
  await renderAppAt('/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Kredit' });
  await within(dialog).findByRole('radiogroup', { name: 'ABŞ vətəndaşısınızmı?' });
  return dialog;
}

describe('the FATCA step', () => {
  it('sends the answers once every question has one, by keyboard, and moves on', async () => {
    openBank(fatcaOrder, []);
    const dialog = await openQuestions();
    const send = within(dialog).getByRole('button', { name: 'Cavabları göndər' });
    expect(send).toBeDisabled();

    await userEvent.click(within(dialog).getAllByRole('radio', { name: 'Xeyr' })[0] as HTMLElement);
    expect(send).toBeDisabled();
    // Tab into the second question and choose with the arrow keys: Bəli → Xeyr.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getAllByRole('radio', { checked: true })).toHaveLength(2);
    await userEvent.tab();
    expect(send).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await vi.waitFor(async () =>
      expect(await fakeBank.bodies({ method: 'POST', path: '/ms-fatca/v1/fatca/answers' })).toEqual(
        [
          {
            fatcaAnswers: [
              { questionId: 'us-citizen', answer: false },
              { questionId: 'us-resident', answer: false },
            ],
            sourceId: 'loan-1',
            productType: 'LOAN',
          },
        ],
      ),
    );
    expect(
      await within(dialog).findByRole('heading', { name: /video identifikasiya zəngi/i }),
    ).toBeVisible();
  });

  it('shows the branch message when a yes makes the customer a US person', async () => {
    openBank(fatcaOrder, []);
    const dialog = await openQuestions();
    for (const question of ['ABŞ vətəndaşısınızmı?', 'ABŞ-da vergi rezidentisinizmi?']) {
      const group = within(dialog).getByRole('radiogroup', { name: question });
      await userEvent.click(within(group).getByRole('radio', { name: 'Bəli' }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cavabları göndər' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/filial/i);
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(/^!/);
  });

  it('shows the answers of the last 12 months filled in, to confirm or change (issue 15)', async () => {
    openBank(fatcaOrder, [], {
      answeredAt: '2026-11-20T09:30:00Z',
      fatcaAnswers: [
        { questionId: 'us-citizen', answer: false },
        { questionId: 'us-resident', answer: false },
      ],
    });
    const dialog = await openQuestions();
    expect(within(dialog).getByRole('note')).toHaveTextContent(
      'Bunlar sizin 20.11.2026 tarixli cavablarınızdır.',
    );
    expect(within(dialog).getAllByRole('radio', { name: 'Xeyr', checked: true })).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cavabları təsdiq edin' }));
    await vi.waitFor(async () =>
      expect(
        await fakeBank.bodies({ method: 'POST', path: '/ms-fatca/v1/fatca/answers' }),
      ).toMatchObject([
        {
          fatcaAnswers: [
            { questionId: 'us-citizen', answer: false },
            { questionId: 'us-resident', answer: false },
          ],
        },
      ]),
    );
  });

  it('asks afresh, with nothing filled in, when there are no answers of the last 12 months', async () => {
    openBank(fatcaOrder, []);
    const dialog = await openQuestions();
    expect(within(dialog).queryByRole('note')).toBeNull();
    expect(within(dialog).queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(within(dialog).getByRole('button', { name: 'Cavabları göndər' })).toBeDisabled();
  });
});
