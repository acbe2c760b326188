/** The right-aligned column heads of a results table's figures (the last one without the right padding). */
export function NumberHeads({ labels }: { labels: string[] }) {
  return (
    <>
      {labels.map((label, i) => (
        <th key={label} scope="col" className={i === labels.length - 1 ? 'py-2 text-right font-medium' : 'py-2 pr-4 text-right font-medium'}>
          {label}
        </th>
      ))}
    </>
  );
}
