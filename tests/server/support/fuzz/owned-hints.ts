/**
 * The fuzzing customer's own ids as hints: a valid request names her real application,
 * account, transfer or document, so each broken one gets past "not found" to the code behind.
 */
import { pathIdsOf } from '../idor/owned-ids';
import type { OwnedIds } from '../idor/world';
import type { Hints } from './base';
import type { ContractOperation } from './operations';

export function ownedHints(ids: OwnedIds): Hints {
  return {
    pathId: (operation, name) => pathIdsOf(operation)?.(ids)[0]?.params[name],
    field: (path, operation) => fieldValue(ids, path, operation),
  };
}

function fieldValue(ids: OwnedIds, path: readonly string[], operation: ContractOperation) {
  switch (path[path.length - 1]) {
    case 'applicationId':
    case 'sourceId':
      return applicationFor(ids, operation);
    case 'productId':
      // A transfer's receiver is her other account: the request is valid to the end.
      return path[0] === 'to' ? ids.accounts[1] : ids.accounts[0];
    case 'sourceAccountId':
      return ids.accounts[0];
    case 'quoteId':
      return ids.quotes[0];
    case 'refLiabilityId':
      return ids.liabilities[1];
    // A well-formed FIN nobody has: sign-in and registration go through their whole check
    // (a known one would lock its owner out after a few wrong passwords).
    case 'identifierType':
      return 'PIN';
    case 'identifierValue':
      return 'FZ7Q2KX';
    default:
      return undefined;
  }
}

/** The application the operation's prefix is about; for loans, the one with documents. */
function applicationFor(ids: OwnedIds, operation: ContractOperation) {
  if (operation.path.startsWith('/account-application/')) return ids.accountApplications[0];
  if (operation.path.startsWith('/deposit-application/')) return ids.depositApplications[0];
  return ids.loanDocuments[0]?.applicationId;
}
