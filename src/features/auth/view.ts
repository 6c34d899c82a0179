import type { SnapshotFrom } from 'xstate';
import type { AuthEvent, AuthStage, authMachine } from '../../../machines/auth.machine';
import { stageOf } from '../../../machines/auth.machine';

export type AuthSnapshot = SnapshotFrom<typeof authMachine>;
export type SendAuth = (event: AuthEvent) => void;

/** What every screen of the auth flow gets: the chart's snapshot and a way to send it events. */
export interface AuthViewProps {
  snapshot: AuthSnapshot;
  send: SendAuth;
}

export interface StageViewProps extends AuthViewProps {
  stage: AuthStage;
}

/** The code dialog's two regions in a snapshot, or null while the dialog is closed. */
export function otpRegions(
  snapshot: AuthSnapshot,
): { code: 'entering' | 'validating'; resend: 'cooldown' | 'ready' | 'resending' } | null {
  const stage = stageOf(snapshot.value);
  if (!stage || !snapshot.hasTag('otp')) return null;
  const flow = (snapshot.value as { form: { flow: Record<string, unknown> } }).form.flow;
  const otp = (flow[stage] as { otp: { code: string; resend: string } }).otp;
  return otp as ReturnType<typeof otpRegions>;
}
