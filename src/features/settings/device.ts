import { useLingui } from '@lingui/react/macro';
import type { components } from '../../../openapi/generated/schema';

type Device = components['schemas']['Device'];

/** A device in the customer's words: "Chrome 140 on Windows 10", or its kind when unnamed. */
export function useDeviceName(): (device: Device) => string {
  const { t } = useLingui();
  const kinds: Record<Device['kind'], string> = {
    DESKTOP: t`A computer`,
    MOBILE: t`A phone`,
    TABLET: t`A tablet`,
    OTHER: t`An unknown device`,
  };
  return ({ browser, os, kind }) => {
    if (browser && os) return t`${browser} on ${os}`;
    return browser ?? os ?? kinds[kind];
  };
}
