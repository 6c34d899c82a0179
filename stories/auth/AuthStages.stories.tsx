import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AuthEntry, AuthEvent } from '../../machines/auth.machine';
import { AuthView } from './AuthView';
import {
  authSnapshot,
  field,
  resetPassword,
  signinCode,
  signupCode,
  signupPassword,
  steps,
} from './auth-snapshots';

/** Every stage of PRODUCT 2.2, each reached by sending the real auth chart its events. */
const meta = {
  title: 'Auth/Stages',
  component: AuthView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AuthView>;

export default meta;
type Story = StoryObj<typeof meta>;

const stage = (entry: AuthEntry, events: AuthEvent[] = []): Story => ({
  args: { snapshot: authSnapshot(entry, events) },
});
const choose = (documentType: 'TRP' | 'PRP' | 'FP' | 'PIN'): AuthEvent[] => [
  { type: 'DOCUMENT.SELECT', documentType },
  { type: 'CONTINUE' },
];
const useDocuments: AuthEvent = { type: 'USE_DOCUMENTS' };

export const Signin = stage('signin');
export const SigninFilled = stage('signin', [steps.fin, steps.password]);
export const SigninAskingForCode = stage('signin', [steps.fin, steps.password, { type: 'SUBMIT' }]);
/** A wrong password: the tries left stand at the field, beside the bank's toast. */
export const SigninWrongPassword = stage('signin', [
  steps.fin,
  steps.password,
  { type: 'SUBMIT' },
  steps.wrongPassword,
]);
/** Back on sign-in after the session ended for inactivity: it says why. */
export const SigninAfterInactivity: Story = {
  args: { snapshot: authSnapshot('signin'), endedForInactivity: true },
};
/** /auth-old (PRODUCT 6): an old-generation ID card's number and the password. */
export const SigninOldIdCard = stage('signin-old-id');
export const SigninOldIdCardIncomplete = stage('signin-old-id', [field('idCardNumber', 'AZE1234')]);
export const SigninOldIdCardFilled = stage('signin-old-id', [
  field('idCardNumber', 'AZE12345678'),
  steps.password,
]);
export const SigninOldIdCardAskingForCode = stage('signin-old-id', [
  field('idCardNumber', 'AZE12345678'),
  steps.password,
  { type: 'SUBMIT' },
]);
export const SigninOldIdCardCode = stage('signin-old-id', [
  field('idCardNumber', 'AZE12345678'),
  steps.password,
  { type: 'SUBMIT' },
  steps.codeSent('LOGIN'),
]);
export const SigninSelectDocument = stage('signin', [useDocuments]);
export const SigninSelectDocumentChosen = stage('signin', [
  useDocuments,
  { type: 'DOCUMENT.SELECT', documentType: 'PRP' },
]);
export const SigninResidencePermit = stage('signin', [useDocuments, ...choose('TRP')]);
export const SigninForeignPassport = stage('signin', [
  useDocuments,
  ...choose('FP'),
  field('passportSeries', 'AB'),
]);
export const Signup = stage('signup');
export const SignupSelectDocument = stage('signup', [useDocuments]);
export const SignupResidencePermit = stage('signup', [
  useDocuments,
  ...choose('PRP'),
  field('documentNumber', 'PR1234567'),
]);
export const SignupForeignPassport = stage('signup', [useDocuments, ...choose('FP')]);
export const SignupSetPassword = stage('signup', signupPassword);
export const SignupSetPasswordMismatch = stage('signup', [
  ...signupPassword,
  steps.password,
  field('passwordRepeat', 'Demo2027!'),
]);
/** A weak password is refused at its field before the bank is asked; the code is kept. */
export const SignupSetPasswordWeak = stage('signup', [
  ...signupPassword,
  field('password', 'password'),
  field('passwordRepeat', 'password'),
  { type: 'SUBMIT' },
]);
/** The bank refused the password itself: back to the form with its reason at the field. */
export const SignupSetPasswordRefused = stage('signup', [
  ...signupPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
  steps.samePassword,
]);
export const SignupSetPasswordSaving = stage('signup', [
  ...signupPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
]);
export const SignupSuccess = stage('signup', [
  ...signupPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
  steps.passwordSet,
]);
export const SignupFailed = stage('signup', [
  ...signupPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
  steps.passwordRefused,
]);
export const ForgotPassword = stage('forgot-password');
export const ForgotPasswordFin = stage('forgot-password', choose('PIN'));
export const ForgotPasswordResidencePermit = stage('forgot-password', choose('TRP'));
export const ForgotPasswordForeignPassport = stage('forgot-password', choose('FP'));
export const ConfirmPassword = stage('forgot-password', resetPassword);
export const ConfirmPasswordWeak = stage('forgot-password', [
  ...resetPassword,
  field('password', 'weak'),
  { type: 'SUBMIT' },
]);
export const ForgotPasswordSuccess = stage('forgot-password', [
  ...resetPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
  steps.passwordSet,
]);
export const ForgotPasswordFailed = stage('forgot-password', [
  ...resetPassword,
  steps.password,
  steps.repeat,
  { type: 'SUBMIT' },
  steps.passwordRefused,
]);

/** Sign-up and sign-in with their code dialog open (its states: Auth/Dialogs). */
export const SignupWithCodeDialog = stage('signup', signupCode);
export const SigninWithCodeDialog = stage('signin', signinCode);
