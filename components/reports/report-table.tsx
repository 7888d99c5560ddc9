/**
 * A chart's figures as a table, read by screen readers in place of the drawing. The wrapper is
 * what hides it: a table is never narrower than its content, so `sr-only` on the table itself
 * would still widen the page.
 */
export function ReportTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { header: string; cells: string[] }[];
}) {
  return (
    <div className="sr-only">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.header}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, i) => (
                <td key={`${row.header}-${i}`}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
