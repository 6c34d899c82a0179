import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { type Locale, localeParam } from '../../../domain/locale';
import { session } from '../../shared/session';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { userInfoQuery } from './queries';
import { useChangePassword } from './useChangePassword';
import './profile.css';

/**
 * The signed-in menu of the header (PRODUCT 3 showLoggedInMenu): the customer's name, changing the
 * password in its dialog, and signing out.
 */
export function UserMenu({ locale }: { locale: Locale }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useQuery(userInfoQuery());
  const changePassword = useChangePassword();

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
      <ChangePasswordDialog snapshot={changePassword.snapshot} send={changePassword.send} />
    </>
  );
}
