/** An annual rate in percent as the bank prints it: 16.5 → '16.5%', 9 → '9%'. */
export function formatRate(percent: number): string {
  return `${percent}%`;
}
