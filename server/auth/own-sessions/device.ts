/**
 * The device a session or sign-in came from, read from its user agent with bowser (MIT, no
 * dependencies; ua-parser-js v2 is AGPL). Parsed when shown, not when stored: the audit trail
 * and the sessions keep the agent as sent, so a newer parser names old rows better.
 */
import Bowser from 'bowser';
import type { components } from '../../../openapi/generated/schema';

export type Device = components['schemas']['Device'];

const kinds: Record<string, Device['kind']> = {
  desktop: 'DESKTOP',
  mobile: 'MOBILE',
  tablet: 'TABLET',
};

/** "Chrome 140", "Windows 11", "iOS 18.2"; null where the agent names nothing bowser knows. */
export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null, kind: 'OTHER' };
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: named(parsed.browser.name, major),
    os: named(parsed.os.name, osVersion(parsed.os)),
    kind: kinds[parsed.platform.type ?? ''] ?? 'OTHER',
  };
}

/** Browsers freeze macOS at 10.15.7 in the agent, so its version would mislead. */
function osVersion(os: Bowser.Parser.OSDetails): string | undefined {
  if (os.name === 'macOS') return undefined;
  return os.versionName ?? os.version;
}

function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return (version ? `${name} ${version}` : name).slice(0, 100);
}
