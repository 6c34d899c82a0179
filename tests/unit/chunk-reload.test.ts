import { describe, expect, it, vi } from 'vitest';
import {
  installChunkReload,
  isChunkLoadError,
  reloadForFailedChunk,
} from '../../src/app/chunk-reload';

describe('reload after a failed chunk load', () => {
  it('reloads at most once a minute', () => {
    const reload = vi.fn();
    const start = 1_000_000;
    expect(reloadForFailedChunk(sessionStorage, reload, start)).toBe(true);
    expect(reloadForFailedChunk(sessionStorage, reload, start + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForFailedChunk(sessionStorage, reload, start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('keeps the timestamp in sessionStorage, so it survives the reload itself', () => {
    reloadForFailedChunk(sessionStorage, () => {}, 42_000);
    expect(sessionStorage.getItem('chunk-reload-at')).toBe('42000');
  });

  it("handles Vite's preload error event and stops it from being thrown", () => {
    const reload = vi.fn();
    installChunkReload(reload);
    const first = new Event('vite:preloadError', { cancelable: true });
    Object.assign(first, { payload: new Error('Unable to preload CSS for /assets/a.css') });
    window.dispatchEvent(first);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(first.defaultPrevented).toBe(true);

    // Within the minute the error is left to reach the error page instead of looping.
    const second = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(second);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(second.defaultPrevented).toBe(false);
  });

  it('recognises failed dynamic imports of the router', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Something else'))).toBe(false);
  });
});
