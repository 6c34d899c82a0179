/** The history of operations, the spending breakdown and the account statement (PDF). */
import { HttpResponse } from 'msw';
import type { components } from '../../../openapi/generated/schema';
import { http } from '../http';

type Schemas = components['schemas'];

/** The history: `first` for a first page, `next` for any page asked by its cursor. */
export const operationsHistory = (
  first: Schemas['OperationsPage'],
  next: Schemas['OperationsPage'] = { items: [], nextCursor: null },
) =>
  http.get('/api/v1/operations', ({ query, response }) =>
    response(200).json(query.get('cursor') ? next : first),
  );

export const spending = (breakdown: Schemas['SpendingBreakdown']) =>
  http.get('/api/v1/operations/spending', ({ response }) => response(200).json(breakdown));

/** The statement of one account as PDF bytes, under the bank's file name when given. */
export const accountStatement = (accountId: string, content: string, fileName?: string) =>
  http.get('/api/v1/accounts/{id}/statement', ({ params, response }) => {
    if (params.id !== accountId) return undefined;
    const headers: Record<string, string> = { 'Content-Type': 'application/pdf' };
    if (fileName) headers['Content-Disposition'] = `attachment; filename="${fileName}"`;
    return response.untyped(new HttpResponse(content, { headers }));
  });

/** One operation's details, for its id only. */
export const operationOf = (details: Schemas['OperationDetails']) =>
  http.get('/api/v1/operations/{id}', ({ params, response }) =>
    params.id === details.id ? response(200).json(details) : undefined,
  );

/** One operation's receipt as PDF bytes. */
export const operationReceipt = (id: string, content: string, fileName: string) =>
  http.get('/api/v1/operations/{id}/receipt', ({ params, response }) => {
    if (params.id !== id) return undefined;
    return response.untyped(
      new HttpResponse(content, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      }),
    );
  });
