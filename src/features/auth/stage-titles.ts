import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DocumentType } from '../../../domain/identifiers';
import type { AuthStage } from '../../../machines/auth.machine';

/** The heading of every stage of PRODUCT 2.2. */
export const stageTitles: Record<AuthStage, MessageDescriptor> = {
  signin: msg`Sign in`,
  'signin-old-id': msg`Sign in with an old-generation ID card`,
  'signin-select-document': msg`Sign in with a foreign document`,
  'signin-residence-permit': msg`Sign in with a residence permit`,
  'signin-foreign-passport': msg`Sign in with a foreign passport`,
  signup: msg`Sign up`,
  'signup-select-document': msg`Sign up with a foreign document`,
  'signup-residence-permit': msg`Sign up with a residence permit`,
  'signup-foreign-passport': msg`Sign up with a foreign passport`,
  'signup-set-password': msg`Create a password`,
  'signup-success': msg`You are registered`,
  'signup-failed': msg`Registration failed`,
  'forgot-password': msg`Reset the password`,
  'forgot-password-fin': msg`Reset the password with your FIN`,
  'forgot-password-residence-permit': msg`Reset the password with a residence permit`,
  'forgot-password-foreign-passport': msg`Reset the password with a foreign passport`,
  'confirm-password': msg`Create a new password`,
  'forgot-password-success': msg`Password changed`,
  'forgot-password-failed': msg`Password not changed`,
};

/** The documents the choice offers, as it names them (the ID card's number has a page of its own). */
export const documentNames: Record<Exclude<DocumentType, 'IDC'>, MessageDescriptor> = {
  TRP: msg`Temporary residence permit (TRP)`,
  PRP: msg`Permanent residence permit (PRP)`,
  FP: msg`Foreign passport`,
  PIN: msg`ID card of Azerbaijan (FIN)`,
};
