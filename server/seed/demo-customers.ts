/**
 * The demo customers of sandbox mode (README lists them). Three can sign in with the demo
 * password; 3TW7E8R is a customer of the bank who has not registered yet, for trying sign-up.
 */
export const demoPassword = 'Demo2026!';

export interface DemoCustomer {
  identifierType: string;
  identifierValue: string;
  firstName: string;
  lastName: string;
  phone: string;
  registered: boolean;
  /** National ID cards the bank holds for the customer (PRODUCT 6), to sign in on /auth-old. */
  idCards?: readonly string[];
}

export const demoCustomers: readonly DemoCustomer[] = [
  {
    identifierType: 'PIN',
    identifierValue: '6XK2T9P',
    firstName: 'Leyla',
    lastName: 'Məmmədova',
    phone: '994501234567',
    registered: true,
    // An old-generation card (AZE and 8 digits) and the new one that replaced it.
    idCards: ['AZE12345678', 'AA1234567'],
  },
  {
    identifierType: 'TRP',
    identifierValue: 'TR1234567',
    firstName: 'Rəşad',
    lastName: 'Əliyev',
    phone: '994701112233',
    registered: true,
  },
  {
    // A foreign passport is identified by its series in place of a type.
    identifierType: 'AB',
    identifierValue: '1234567',
    firstName: 'Nigar',
    lastName: 'Hüseynova',
    phone: '994772223344',
    registered: true,
  },
  {
    identifierType: 'PIN',
    identifierValue: '3TW7E8R',
    firstName: 'Elvin',
    lastName: 'Quliyev',
    phone: '994517654321',
    registered: false,
  },
];
