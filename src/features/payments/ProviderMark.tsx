import type { components } from '../../../openapi/generated/schema';

type Mark = components['schemas']['ProviderMark'];

/**
 * A provider's drawn mark: its initials in white on its colour, a rounded square (issue 16: no
 * copied logos). Decorative: the provider's name always stands beside it.
 */
export function ProviderMark({ mark, size = 'md' }: { mark: Mark; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span
      className={`provider-mark provider-mark--${size}`}
      style={{ backgroundColor: mark.color }}
      aria-hidden="true"
    >
      {mark.initials}
    </span>
  );
}
