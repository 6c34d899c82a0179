import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FileRouteTypes } from '../routeTree.gen';

export type RoutePath = FileRouteTypes['to'];

export interface Section {
  to: RoutePath;
  label: MessageDescriptor;
  /** The phone's tab bar names a few sections shorter, as banking apps do. */
  tabLabel?: MessageDescriptor;
}

/** Every page heading of the shell, also the labels of the navigation. */
export const pageTitles = {
  home: msg`Home`,
  accounts: msg`Accounts`,
  deposits: msg`Deposits`,
  loans: msg`Loans`,
  transfers: msg`Transfers`,
  payments: msg`Payments`,
  operations: msg`Operations`,
  cashByCode: msg`Cash by code`,
  loanRequests: msg`My requests`,
  getCredit: msg`Get a loan`,
  prePayment: msg`Early repayment`,
  paymentMethods: msg`Payment methods`,
  accountConsents: msg`Account consents`,
  otherConsents: msg`Other consents`,
  settings: msg`Settings`,
  loanRequestArchive: msg`Request archive`,
  loanRequest: msg`Request`,
  paymentProvider: msg`Payment to a provider`,
  templateNew: msg`New template`,
  templateEdit: msg`Edit template`,
  signIn: msg`Sign in`,
  signUp: msg`Sign up`,
  forgotPassword: msg`Forgot password`,
  signInClassic: msg`Sign in (previous version)`,
} satisfies Record<string, MessageDescriptor>;

/** The signed-in navigation, in the order customers look for things. */
export const sections: readonly Section[] = [
  { to: '/{-$locale}', label: pageTitles.home },
  { to: '/{-$locale}/accounts', label: pageTitles.accounts },
  { to: '/{-$locale}/deposits', label: pageTitles.deposits },
  { to: '/{-$locale}/loans', label: pageTitles.loans },
  { to: '/{-$locale}/transfers', label: pageTitles.transfers },
  { to: '/{-$locale}/payments', label: pageTitles.payments },
  { to: '/{-$locale}/operations', label: pageTitles.operations, tabLabel: msg`History` },
  { to: '/{-$locale}/cash-by-code', label: pageTitles.cashByCode },
  { to: '/{-$locale}/loan-requests', label: pageTitles.loanRequests, tabLabel: msg`Requests` },
  { to: '/{-$locale}/get-credit', label: pageTitles.getCredit },
  { to: '/{-$locale}/pre-payment', label: pageTitles.prePayment },
  { to: '/{-$locale}/payment-methods', label: pageTitles.paymentMethods },
  { to: '/{-$locale}/account-consents', label: pageTitles.accountConsents },
  { to: '/{-$locale}/other-consents', label: pageTitles.otherConsents },
  { to: '/{-$locale}/settings', label: pageTitles.settings },
];

/** The phone's bottom tab bar: what customers open most; every other section is under "More". */
const tabPaths: readonly RoutePath[] = [
  '/{-$locale}',
  '/{-$locale}/transfers',
  '/{-$locale}/payments',
  '/{-$locale}/operations',
];
export const tabSections = sections.filter((section) => tabPaths.includes(section.to));
export const moreSections = sections.filter((section) => !tabPaths.includes(section.to));

/** The words of the phone's navigation that are not a section's own. */
export const tabBarLabels = {
  navigation: msg`Main sections`,
  more: msg`More`,
  moreSections: msg`More sections`,
} satisfies Record<string, MessageDescriptor>;
