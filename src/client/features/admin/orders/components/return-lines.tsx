/** Returned to origin: per line, whether its stock goes back on the shelf or is written off. */
export function ReturnLines({ items, writtenOff, onChange }: { items: { id: string; productName: string; quantity: number }[]; writtenOff: string[]; onChange: (ids: string[]) => void }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">Stock: tick a line to write it off instead of putting it back</legend>
      {items.map((item) => (
        <label key={item.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4"
            checked={writtenOff.includes(item.id)}
            onChange={(event) => onChange(event.target.checked ? [...writtenOff, item.id] : writtenOff.filter((id) => id !== item.id))}
          />
          Write off {item.productName} x {item.quantity}
        </label>
      ))}
    </fieldset>
  );
}
