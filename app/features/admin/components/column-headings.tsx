/** A table's row of column headings, each with the classes of its width or breakpoint. */
export function ColumnHeadings({
  columns,
}: {
  columns: readonly { label: string; className: string }[];
}) {
  return (
    <tr>
      {columns.map((column) => (
        <th key={column.label} scope="col" className={column.className}>
          {column.label}
        </th>
      ))}
    </tr>
  );
}
