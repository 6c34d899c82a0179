import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { applyMask, TextField } from '../../../src/shared/ui';
import { renderUi } from './render';

const fin = '#######';

function ControlledFin({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="FIN"
      mask={fin}
      value={value}
      onChange={(next) => {
        onValue(next);
        setValue(next);
      }}
    />
  );
}

describe('applyMask', () => {
  it('upper-cases letters and keeps digits', () => {
    expect(applyMask('6xk2t9p', fin)).toBe('6XK2T9P');
  });

  it('cuts to the mask length', () => {
    expect(applyMask('6xk2t9pq1', fin)).toBe('6XK2T9P');
  });

  it('ignores characters that are not Latin letters or digits', () => {
    expect(applyMask(' 6x-k2.t9ə_p!', fin)).toBe('6XK2T9P');
  });

  it('inserts literals between filled slots only', () => {
    expect(applyMask('50123', '## ### ## ##')).toBe('50 123');
    expect(applyMask('501234567', '## ### ## ##')).toBe('50 123 45 67');
  });
});

describe('TextField with a mask', () => {
  it('formats what is typed, as it is typed', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="FIN" mask={fin} />);
    const input = screen.getByRole('textbox', { name: 'FIN' });
    await user.type(input, '6xk-2t9p99');
    expect(input).toHaveValue('6XK2T9P');
  });

  it('formats a paste with spaces before cutting it', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="FIN" mask={fin} />);
    const input = screen.getByRole('textbox', { name: 'FIN' });
    await user.click(input);
    await user.paste('6xk 2t9p');
    expect(input).toHaveValue('6XK2T9P');
  });

  it('reports formatted values to a controlling parent', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    renderUi(<ControlledFin onValue={(value) => seen.push(value)} />);
    await user.type(screen.getByRole('textbox'), 'ab');
    expect(seen).toEqual(['A', 'AB']);
  });

  it('runs transform before the mask', async () => {
    const user = userEvent.setup();
    renderUi(<TextField label="Code" mask="####" transform={(v) => v.replace(/\D/g, '')} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await user.type(input, 'a1b2c3d4e5');
    expect(input).toHaveValue('1234');
  });
});
