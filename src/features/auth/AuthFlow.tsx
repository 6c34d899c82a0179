import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { localeParam } from '../../../domain/locale';
import { type AuthEntry, authMachine, flowOf, stageOf } from '../../../machines/auth.machine';
import { useBankActor } from '../../shared/charts/useBankChart';
import { useCurrentLocale } from '../../shared/current-locale';
import { endedForInactivity, endedParam, nextParam } from '../../shared/session/return-path';
import { AuthStageView } from './AuthStageView';
import { followAuthNews } from './chart-effects';
import { flowOfPath, goTo } from './flow-route';
import { lazyAuthCalls } from './lazy-calls';

/** The route each flow is shown on (flowPaths of flow-route.ts, as router ids). */
const flowRoutes = {
  signin: '/{-$locale}/auth/signin',
  'signin-old-id': '/{-$locale}/auth-old',
  signup: '/{-$locale}/auth/signup',
  'forgot-password': '/{-$locale}/forgot-password',
} as const satisfies Record<AuthEntry, string>;

type AuthActor = ActorRefFrom<typeof authMachine>;

const AuthActorContext = createContext<AuthActor | null>(null);

/**
 * One auth chart for the whole guest area, so moving between sign-in, sign-up and the reset
 * keeps what the chart remembers (the stage Back returns to, the FIN typed so far).
 *
 * The URL and the chart follow each other by flow, never by stage: a move of the chart to
 * another flow pushes that flow's route; a route reached by a link, by typing it or by the
 * browser's Back sends the chart the GO.* event of its flow. Each side compares against the
 * other's current flow before acting, so neither answers its own echo.
 */
export function AuthFlow({ pathname, children }: { pathname: string; children: ReactNode }) {
  const router = useRouter();
  const locale = useCurrentLocale();
  const routeFlow = flowOfPath(pathname);
  const localeRef = useRef(locale);
  localeRef.current = locale;
  // The page a timed-out session was on (?next=), kept while the customer moves between flows;
  // checked only when signed in, by code loaded then (the sign-in page's JavaScript budget).
  const next = useRef<unknown>(undefined);
  next.current =
    (router.state.location.search as Record<string, unknown>)[nextParam] ?? next.current;
  const actor = useBankActor(authMachine, {
    calls: lazyAuthCalls(),
    input: { entry: routeFlow ?? 'signin' },
    on: {
      done: () => {
        const home = { to: '/{-$locale}', params: { locale: localeParam(localeRef.current) } };
        if (next.current === undefined) {
          void router.navigate(home);
          return;
        }
        void import('./return-page').then(({ returnPage }) => {
          const page = returnPage(router, { [nextParam]: next.current });
          void router.navigate(page ? { href: page } : home);
        });
      },
    },
  });
  // The flow the URL shows, or is already on its way to after our own navigation.
  const urlFlow = useRef<AuthEntry | null>(routeFlow);
  // The flow our own navigation is taking the URL to, until the router has settled it.
  const navigatingTo = useRef<AuthEntry | null>(null);

  useEffect(() => {
    // After quick clicks this render can trail the router: a newer address then decides. The
    // router's latest location may not show our own navigation yet, so that counts too.
    if (navigatingTo.current !== null && navigatingTo.current !== routeFlow) return;
    if (flowOfPath(router.latestLocation.pathname) !== routeFlow) return;
    urlFlow.current = routeFlow;
    const snapshot = actor.getSnapshot();
    const stage = stageOf(snapshot.value);
    if (snapshot.status !== 'active' || !stage || !routeFlow) return;
    if (flowOf(stage) !== routeFlow) actor.send(goTo(routeFlow));
  }, [actor, router, routeFlow]);

  useEffect(() => {
    const params = () => ({ locale: localeParam(localeRef.current) });
    const moves = actor.subscribe((snapshot) => {
      const stage = stageOf(snapshot.value);
      if (!stage || flowOf(stage) === urlFlow.current) return;
      const flow = flowOf(stage);
      urlFlow.current = flow;
      navigatingTo.current = flow;
      void router.navigate({ to: flowRoutes[flow], params: params() }).finally(() => {
        if (navigatingTo.current === flow) navigatingTo.current = null;
      });
    });
    const news = followAuthNews(actor);
    return () => {
      news();
      moves.unsubscribe();
    };
  }, [actor, router]);

  return <AuthActorContext.Provider value={actor}>{children}</AuthActorContext.Provider>;
}

/** The current stage of the guest area's chart, drawn by the real screens. */
export function AuthFlowScreen() {
  const actor = useContext(AuthActorContext);
  if (!actor) throw new Error('AuthFlowScreen renders inside AuthFlow (the guest layout)');
  return <AuthScreenOf actor={actor} />;
}

function AuthScreenOf({ actor }: { actor: AuthActor }) {
  const snapshot = useSelector(actor, (state) => state);
  const ended = useRouterState({
    select: ({ location }) =>
      (location.search as Record<string, unknown>)[endedParam] === endedForInactivity,
  });
  return <AuthStageView snapshot={snapshot} send={actor.send} endedForInactivity={ended} />;
}
