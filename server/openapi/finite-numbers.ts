/**
 * Ajv reads "Infinity" and "1e999" in a query (and 1e999 in JSON) as numbers, and its bounds
 * do not catch them where a schema has none; no money or count is ever infinite, so any
 * non-finite number is refused where the contract is checked, naming its field.
 */
import type { ErrorObject, ValidateFunction } from 'ajv';

/** The JSON pointer of the first non-finite number in `data`, or undefined. */
export function nonFinitePath(data: unknown, path = ''): string | undefined {
  if (typeof data === 'number') return Number.isFinite(data) ? undefined : path;
  if (data === null || typeof data !== 'object') return undefined;
  for (const [key, value] of Object.entries(data)) {
    const found = nonFinitePath(
      value,
      `${path}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

type CheckedValidator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The contract's validator, then the finiteness of every number it let through. */
export function finiteNumbersOnly(validate: ValidateFunction): CheckedValidator {
  const check: CheckedValidator = (data) => {
    if (!validate(data)) {
      check.errors = validate.errors;
      return false;
    }
    const instancePath = nonFinitePath(data);
    if (instancePath === undefined) {
      check.errors = null;
      return true;
    }
    check.errors = [
      { instancePath, schemaPath: '', keyword: 'type', params: {}, message: 'must be finite' },
    ];
    return false;
  };
  return check;
}
