/**
 * A whole number with its thousands grouped by commas, as English writes it: '12,345'. Written
 * out rather than through Intl.NumberFormat or toLocaleString, whose first use in a page loads
 * the engine's locale data: tens of milliseconds on a phone, on the first screen's path.
 */
export function groupDigits(count: number): string {
  if (!Number.isSafeInteger(count)) return String(count);
  const digits = String(Math.abs(count));
  const grouped = digits.replace(/\B(?=(\d{3})+$)/g, ',');
  return count < 0 ? `-${grouped}` : grouped;
}
