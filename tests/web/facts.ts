/** What a description list says: each term's text with its definition's text. */
export function factsOf(element: HTMLElement): Record<string, string> {
  const facts: Record<string, string> = {};
  for (const term of element.querySelectorAll('dt')) {
    facts[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return facts;
}
