// PLACEHOLDER (issue 18): the report helper builds the report table here.
export function ReportTab() {
  return null;
}
