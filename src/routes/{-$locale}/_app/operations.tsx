import { createFileRoute } from '@tanstack/react-router';
import { OperationsPage } from '../../../features/operations/OperationsPage';
import { validateOperationsSearch } from '../../../features/operations/search';

export const Route = createFileRoute('/{-$locale}/_app/operations')({
  validateSearch: validateOperationsSearch,
  component: OperationsPage,
});
