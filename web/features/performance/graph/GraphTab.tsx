// PLACEHOLDER (issue 18): the report helper builds the graph and its table view here.
export function GraphTab() {
  return null;
}
