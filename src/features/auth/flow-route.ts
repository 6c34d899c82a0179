import { type Locale, localeParam } from '../../../domain/locale';
import type { AuthEntry, AuthEvent } from '../../../machines/auth.machine';

// The URL follows the flow, not the stage (PRODUCT 2.2: one staged form, not separate routes):
// every stage of a flow lives on its flow's route; flowOf() of the chart names a stage's flow.
/** The guest routes and the flow each shows; /auth-old signs in with an old ID card's number. */
const routeFlows = {
  '/auth/signin': 'signin',
  '/auth-old': 'signin-old-id',
  '/auth/signup': 'signup',
  '/forgot-password': 'forgot-password',
} as const satisfies Record<string, AuthEntry>;

export type GuestPath = keyof typeof routeFlows;

/** Where a flow is shown when the chart moves to it. */
export const flowPaths = {
  signin: '/auth/signin',
  'signin-old-id': '/auth-old',
  signup: '/auth/signup',
  'forgot-password': '/forgot-password',
} as const satisfies Record<AuthEntry, GuestPath>;

/** The flow of a guest page's path with or without its /ru or /en prefix. */
export function flowOfPath(pathname: string): AuthEntry | null {
  const bare = pathname.replace(/^\/(ru|en)(?=\/|$)/, '').replace(/\/$/, '');
  return (routeFlows as Record<string, AuthEntry>)[bare] ?? null;
}

/** The address of a flow in a language: Azerbaijani has no prefix. */
export function flowHref(flow: AuthEntry, locale: Locale): string {
  const prefix = localeParam(locale);
  return `${prefix ? `/${prefix}` : ''}${flowPaths[flow]}`;
}

const goEvents = {
  signin: { type: 'GO.SIGNIN' },
  'signin-old-id': { type: 'GO.SIGNIN_OLD_ID' },
  signup: { type: 'GO.SIGNUP' },
  'forgot-password': { type: 'GO.FORGOT_PASSWORD' },
} as const satisfies Record<AuthEntry, AuthEvent>;

/** The event that brings the chart to a flow's first stage. */
export function goTo(flow: AuthEntry): AuthEvent {
  return goEvents[flow];
}
