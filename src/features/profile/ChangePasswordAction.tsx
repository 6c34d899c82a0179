import { Trans } from '@lingui/react/macro';
import { Button } from '../../shared/ui/Button/Button';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useChangePassword } from './useChangePassword';

/** A button that opens the menu's change-password dialog, for /settings (composed by its route). */
export function ChangePasswordAction() {
  const { snapshot, send } = useChangePassword();
  return (
    <>
      <Button
        variant="secondary"
        isDisabled={!snapshot.can({ type: 'OPEN' })}
        onPress={() => send({ type: 'OPEN' })}
      >
        <Trans>Change password</Trans>
      </Button>
      <ChangePasswordDialog snapshot={snapshot} send={send} />
    </>
  );
}
