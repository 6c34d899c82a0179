import { notFound } from '@tanstack/react-router';

// Ids in the contract are opaque strings; anything else in the URL cannot name a record.
const idPattern = /^[A-Za-z0-9_-]{1,64}$/;

/** Failed page validation shows the 404 page (PRODUCT 2.1). */
export function assertOptionalId(id: string | undefined): void {
  if (id !== undefined && !idPattern.test(id)) throw notFound();
}
