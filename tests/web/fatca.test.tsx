import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { order } from '../../stories/loan-requests/request-fixtures';
import { stubStepTwoBank } from './fatca-slots-bank';
import { renderAppAt, storeAccessToken } from './render-app';

beforeEach(() => storeAccessToken());
afterEach(() => vi.unstubAllGlobals());

const fatcaOrder = order('loan-1', { status: 'READY_FOR_FATCA' });

async function openQuestions() {
  await renderAppAt('/loan-requests/loan-1');
  const dialog = await screen.findByRole('dialog', { name: 'Kredit' });
  await within(dialog).findByRole('radiogroup', { name: 'ABŞ vətəndaşısınızmı?' });
  return dialog;
}

describe('the FATCA step', () => {
  it('sends the answers once every question has one, by keyboard, and moves on', async () => {
    const bank = stubStepTwoBank(fatcaOrder, []);
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

    await vi.waitFor(() =>
      expect(bank.answers).toEqual([
        {
          fatcaAnswers: [
            { questionId: 'us-citizen', answer: false },
            { questionId: 'us-resident', answer: false },
          ],
          sourceId: 'loan-1',
          productType: 'LOAN',
        },
      ]),
    );
    expect(
      await within(dialog).findByRole('heading', { name: /video identifikasiya zəngi/i }),
    ).toBeVisible();
  });

  it('shows the branch message when a yes makes the customer a US person', async () => {
    stubStepTwoBank(fatcaOrder, []);
    const dialog = await openQuestions();
    for (const question of ['ABŞ vətəndaşısınızmı?', 'ABŞ-da vergi rezidentisinizmi?']) {
      const group = within(dialog).getByRole('radiogroup', { name: question });
      await userEvent.click(within(group).getByRole('radio', { name: 'Bəli' }));
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cavabları göndər' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/filial/i);
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent(/^!/);
  });
});
