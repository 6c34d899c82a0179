import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dropOrphanAnnouncements,
  watchOrphanAnnouncements,
} from '../../../src/app/stale-announcements';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('dropOrphanAnnouncements', () => {
  it('drops live-region nodes pointing at elements that are gone, and keeps the rest', () => {
    document.body.innerHTML = `
      <button id="here">Sign in</button>
      <div data-live-announcer="true">
        <div role="log" aria-live="assertive">
          <div role="img" aria-labelledby="gone"></div>
          <div role="img" aria-labelledby="here"></div>
          <div>A plain message</div>
        </div>
      </div>`;
    dropOrphanAnnouncements();
    const log = document.querySelector('[role="log"]');
    expect(log?.querySelector('[aria-labelledby="gone"]')).toBeNull();
    expect(log?.querySelector('[aria-labelledby="here"]')).not.toBeNull();
    expect(log?.textContent).toContain('A plain message');
  });
});

describe('watchOrphanAnnouncements', () => {
  it('drops a node whose button leaves after it was announced', async () => {
    document.body.innerHTML = `
      <button id="pending">Confirm</button>
      <div data-live-announcer="true"><div role="img" aria-labelledby="pending"></div></div>`;
    const stop = watchOrphanAnnouncements();
    document.getElementById('pending')?.remove();
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-labelledby="pending"]')).toBeNull(),
    );
    stop();
  });
});
