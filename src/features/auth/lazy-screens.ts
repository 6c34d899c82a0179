import { type ComponentType, lazy } from 'react';
import { requireCatalogPart } from '../../shared/i18n';

/**
 * A component downloaded when first shown, or earlier through preload(). The sign-in page's
 * first load stays small (its JavaScript budget, checked by the e2e suite); dialogs and later stages follow.
 */
function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    // Their messages are a catalog part of their own, fetched beside their code.
    loading ??= Promise.all([load(), requireCatalogPart('later')]).then(([it]) => it);
    return loading;
  };
  return {
    Component: lazy(() => preload().then((component) => ({ default: component }))),
    preload,
  };
}

export const otpDialog = deferred(() => import('./AuthOtpDialog').then((m) => m.AuthOtpDialog));
export const contactDialog = deferred(() => import('./ContactDialog').then((m) => m.ContactDialog));
export const documentChoice = deferred(() =>
  import('./stages/DocumentChoiceStage').then((m) => m.DocumentChoiceStage),
);
export const newPassword = deferred(() =>
  import('./stages/NewPasswordStage').then((m) => m.NewPasswordStage),
);
export const oldIdCard = deferred(() =>
  import('./stages/OldIdCardStage').then((m) => m.OldIdCardStage),
);
export const result = deferred(() => import('./stages/ResultStage').then((m) => m.ResultStage));
