import type { ErrorActorEvent } from 'xstate';

/**
 * The resend part of a code dialog, shared by the charts that ask for a one-time code: a new
 * code only after the cooldown (the bank allows one every 60 s). A chart using it names its
 * actor `resendOtp`, its delay `resendCooldown` and its actions `clearOtp` and `notifyError`.
 */
export const resendRegion = {
  initial: 'cooldown',
  states: {
    cooldown: { after: { resendCooldown: 'ready' } },
    ready: { on: { 'OTP.RESEND': 'resending' } },
    resending: {
      invoke: {
        id: 'resendOtp',
        src: 'resendOtp',
        input: ({ context }: { context: { sessionId: string | null } }) => ({
          sessionId: context.sessionId ?? '',
        }),
        onDone: { target: 'cooldown', actions: 'clearOtp' },
        onError: {
          target: 'ready',
          actions: {
            type: 'notifyError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
  },
} as const;
