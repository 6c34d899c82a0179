import { describe, expect, it } from 'vitest';
import { fixedClock, shiftedClock } from '../../server/clock';

describe('the shifted bank clock', () => {
  it('runs on its base clock until an offset is read', async () => {
    const base = fixedClock('2026-03-02T08:00:00Z');
    let stored = 0;
    const clock = shiftedClock(base, async () => stored);
    expect(clock.now().toString()).toBe('2026-03-02T08:00:00Z');
    stored = 86_400;
    // now() stays synchronous: the new offset counts from the next refresh.
    expect(clock.offsetSeconds()).toBe(0);
    await clock.refresh();
    expect(clock.now().toString()).toBe('2026-03-03T08:00:00Z');
    base.advance({ hours: 1 });
    expect(clock.now().toString()).toBe('2026-03-03T09:00:00Z');
  });

  it('never goes back when an older read arrives late', async () => {
    const clock = shiftedClock(fixedClock('2026-03-02T08:00:00Z'), async () => 60);
    clock.adopt(3_600);
    await clock.refresh();
    expect(clock.offsetSeconds()).toBe(3_600);
  });

  it('ignores offsets outside the sandbox', async () => {
    const clock = shiftedClock(fixedClock('2026-03-02T08:00:00Z'));
    await clock.refresh();
    expect(clock.offsetSeconds()).toBe(0);
  });
});
