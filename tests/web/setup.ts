// biome-ignore-all lint/suspicious/noDocumentCookie: cookies are reset between tests the only way jsdom offers.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { requireCatalogPart } from '../../src/i18n';

// Tests render signed-in screens directly, without the layout that loads their catalog.
await requireCatalogPart('signed-in');
await requireCatalogPart('sandbox');

// jsdom has no layout: the router's scroll reset would only log "not implemented".
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
