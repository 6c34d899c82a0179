import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  formOfPayment,
  type PaymentTemplateRequest,
  templateFormProblems,
  templateRequest,
} from '../../machines/templateEditor.form';
import {
  type TemplateEditorEmitted,
  type TemplateEditorInput,
  templateEditorMachine,
} from '../../machines/templateEditor.machine';
import { templateRefusal } from '../../machines/templateEditor.refusal';
import { ApiError } from '../../src/shared/api/errors';
import { azercell, azeriqaz, gasScheduled, mobileExecuted } from '../fake-bank/fixtures/payments';
import { modelPaths } from './support/model-paths';
import { nameTaken, templateEditorModel, templateStarts } from './templateEditor.model';

// The bank never answers by itself: each path says when a call succeeds or fails.
const pending = <Output, Input>() =>
  fromPromise<Output, Input>(() => new Promise<Output>(() => {}));
const chart = templateEditorMachine.provide({
  actors: {
    loadEditor: pending(),
    loadProvider: pending(),
    saveTemplate: pending(),
    deleteTemplate: pending(),
  },
});
const { paths, coverage } = modelPaths(templateEditorMachine, templateEditorModel);
const same = templateEditorModel.serializeState ?? JSON.stringify;

describe('the template editor chart, model-based', () => {
  it('takes every transition and enters every state', () => {
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.missing).toEqual([]);
  });

  it.each(paths.map((p) => [p.name, p] as const))('walks %s', (_, { path }) => {
    const input = path.steps[0]?.state.context.input as TemplateEditorInput;
    const actor = createActor(chart, { input }).start();
    const emitted: TemplateEditorEmitted[] = [];
    actor.on('*', (event) => emitted.push(event));
    for (const step of path.steps.slice(1)) {
      const before = actor.getSnapshot();
      actor.send(step.event);
      const after = actor.getSnapshot();
      expect(same(after), step.event.type).toBe(same(step.state));
      // The bank is asked to save only a form with nothing wrong.
      if (after.matches('saving') && !before.matches('saving')) {
        expect(templateFormProblems(after.context.form, after.context.provider)).toEqual({});
      }
      // A refusal keeps every field the customer filled in.
      const type: string = step.event.type;
      if (type === 'xstate.error.actor.saveTemplate') {
        expect(after.context.form).toEqual(before.context.form);
      }
      if (after.matches('saved')) expect(emitted.at(-1)?.type).toBe('saved');
      if (after.matches('deleted')) expect(emitted.at(-1)?.type).toBe('deleted');
    }
    actor.stop();
  });
});

describe('the template form', () => {
  const filled = { ...templateStarts.edit.form };

  it('sends the normalized fields and the amount, or none to ask each time', () => {
    const phone = { ...filled, fields: { phone: '+994 50 123-45-67' }, amount: '' };
    expect(templateRequest(phone, azercell)).toEqual({
      name: 'Anamın nömrəsi',
      providerId: 'azercell',
      fields: { phone: '501234567' },
      amount: null,
    } satisfies PaymentTemplateRequest);
    expect(templateRequest({ ...phone, amount: '12,5' }, azercell)?.amount).toBe(12.5);
  });

  it("refuses another operator's prefix and an amount outside the provider's limits", () => {
    const form = { ...filled, fields: { phone: '701234567' }, amount: '0.1' };
    expect(templateFormProblems(form, azercell)).toEqual({
      phone: 'PHONE_PREFIX_NOT_OPERATOR',
      amount: 'AMOUNT_BELOW_MIN',
    });
    expect(templateFormProblems({ ...form, name: ' ', amount: '501' }, azercell)).toMatchObject({
      name: 'NAME_REQUIRED',
      amount: 'AMOUNT_ABOVE_MAX',
    });
  });

  it('starts a template from a payment: provider, amount, what was typed, a suggested name', () => {
    expect(formOfPayment(gasScheduled, azeriqaz)).toEqual({
      name: 'Azeriqaz 1002003001',
      category: 'GAS',
      providerId: 'azeriqaz',
      fields: { subscriberCode: '1002003001' },
      amount: '45.60',
    });
    // The number the customer typed, not the masked one the payment shows.
    expect(formOfPayment(mobileExecuted, azercell).fields).toEqual({ phone: '501234567' });
  });

  it("puts a taken name at the name and a field's code at its field", () => {
    expect(templateRefusal(nameTaken)).toEqual({ message: nameTaken.message, field: 'name' });
    const prefix = new ApiError(400, { code: 'PHONE_PREFIX_NOT_OPERATOR', message: 'Prefix' });
    expect(templateRefusal(prefix)).toEqual({ message: 'Prefix', field: 'phone' });
    const amount = new ApiError(400, { code: 'AMOUNT_ABOVE_MAX', message: 'Max' });
    expect(templateRefusal(amount).field).toBe('amount');
    expect(templateRefusal(new ApiError(500, {}))).toEqual({ message: '' });
  });
});
