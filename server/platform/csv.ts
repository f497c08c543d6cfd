/**
 * A text cell as a spreadsheet reads it safely: a leading = + - @ (or tab, carriage return) would
 * make it a formula, so it gets a leading apostrophe; then quoted when it holds a comma, quote or
 * line break. Every CSV export (credits, visits) writes its text cells with it.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
