/**
 * Debian's Chromium as the e2e suite and the bench drive it (playwright-core, never a downloaded
 * browser): headless, and quiet on the network so nothing but the bank is ever reached.
 */
export const chromiumPath = '/usr/bin/chromium';

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
