import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { api } from '../../api/client';
import { type Locale, localeParam } from '../../domain/locale';
import { toast } from '../../ui/Toast/toast';
import { session } from '../session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { bankChangePasswordMachine, createChangePasswordServices, fetchUserInfo } from './services';
import './profile.css';

export const userInfoQueryKey = ['user-info'] as const;

/**
 * The signed-in menu of the header (SPEC 3 showLoggedInMenu): the customer's name, changing the
 * password in its dialog, and signing out.
 */
export function UserMenu({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useQuery({ queryKey: userInfoQueryKey, queryFn: () => fetchUserInfo(api) });
  const [machine] = useState(() => bankChangePasswordMachine(createChangePasswordServices(api)));
  const changePassword = useActorRef(machine);
  const snapshot = useSelector(changePassword, (state) => state);

  useEffect(() => {
    const errors = changePassword.on('error', ({ message }) => {
      // SPEC 8: the bank's own message, no fallback text.
      if (message) toast.show({ tone: 'error', title: message });
    });
    return () => errors.unsubscribe();
  }, [changePassword]);

  const onAction = async (key: unknown) => {
    if (key === 'change-password') changePassword.send({ type: 'OPEN' });
    if (key === 'logout') {
      await session.logout();
      await navigate({ to: '/{-$locale}', params: { locale: localeParam(locale) } });
    }
  };
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : t`My profile`;
  return (
    <>
      <MenuTrigger>
        <Button className="user-menu__button">
          {name} <span aria-hidden="true">▾</span>
        </Button>
        <Popover className="user-menu__popover" placement="bottom end">
          <Menu className="user-menu__menu" onAction={onAction}>
            <MenuItem id="change-password" className="user-menu__item">
              <Trans>Change password</Trans>
            </MenuItem>
            <MenuItem id="logout" className="user-menu__item">
              <Trans>Log out</Trans>
            </MenuItem>
          </Menu>
        </Popover>
      </MenuTrigger>
      <ChangePasswordDialog snapshot={snapshot} send={changePassword.send} />
    </>
  );
}
