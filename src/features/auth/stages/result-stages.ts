import type { AuthStage } from '../../../../machines/auth.machine';

export type ResultStageName =
  | 'signup-success'
  | 'signup-failed'
  | 'forgot-password-success'
  | 'forgot-password-failed';

export function isResultStage(stage: AuthStage): stage is ResultStageName {
  return stage.endsWith('-success') || stage.endsWith('-failed');
}
