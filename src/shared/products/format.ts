/** An annual rate in percent as the bank prints it: 16.5 → '16.5%', 9 → '9%'. */
export function formatRate(percent: number): string {
  return `${percent}%`;
}

/**
 * Whether another product of the list has the same name: its card, a landmark, then needs more
 * than the name to be told apart (two loans both called "Consumer loan").
 */
export function nameRepeats(products: readonly { name: string }[], name: string): boolean {
  return products.filter((product) => product.name === name).length > 1;
}
