/**
 * The contract's shapes (openapi/generated/schema.ts) for the answers of every module. Money
 * leaves the bank here and only here: minor units become a number of major units with at most
 * two decimals, read through its decimal spelling so no float noise can appear.
 */
import { toDecimalString } from '../../domain/money';
import type { components } from '../../openapi/generated/schema';
import type { Currency } from '../db/schema';

export type Schemas = components['schemas'];

export function amount(minor: bigint, currency: Currency): number {
  return Number(toDecimalString(Number(minor), currency));
}
