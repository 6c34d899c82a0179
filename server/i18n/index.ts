/** Picks the caller's language and renders the bank's messages in it. */
import type { FastifyRequest } from 'fastify';
import { type Locale, negotiateLocale } from '../../domain/locale';
import { type MessageKey, messages } from './messages';

export type MessageParams = Readonly<Record<string, string | number>>;

export function translate(key: MessageKey, locale: Locale, params: MessageParams = {}): string {
  return messages[key][locale].replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export function requestLocale(request: FastifyRequest): Locale {
  return negotiateLocale(request.headers['accept-language']);
}

export type { Locale } from '../../domain/locale';
export type { MessageKey } from './messages';
