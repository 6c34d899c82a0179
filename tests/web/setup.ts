// biome-ignore-all lint/suspicious/noDocumentCookie: cookies are reset between tests the only way jsdom offers.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { requireCatalogPart } from '../../src/shared/i18n';
import { closeFakeBank, openFakeBank, settleFakeBank } from '../fake-bank/server';

// Tests render signed-in screens directly, without the layout that loads their catalog.
await requireCatalogPart('signed-in');
await requireCatalogPart('sandbox');

// jsdom has no layout: the router's scroll reset would only log "not implemented".
window.scrollTo = () => {};

// Every request goes to the fake bank, never to the network (tests/fake-bank).
beforeAll(openFakeBank);
afterEach(settleFakeBank);
afterAll(closeFakeBank);

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
});
