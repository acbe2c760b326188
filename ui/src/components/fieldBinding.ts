/** The keys of a form's values that hold text (what a text, number or date field edits). */
export type TextKey<V> = { [K in keyof V]-?: V[K] extends string ? K : never }[keyof V] & string;

/**
 * The value, message and change of a text or number field bound to one text value of a form: a field is written
 * `<NumberField label="…" {...bind('amount')} />` instead of repeating the three at each field.
 */
export function fieldBinder<V>(values: V, errors: Readonly<Partial<Record<string, string>>>, set: (patch: Partial<V>) => void) {
  return (key: TextKey<V>) => ({
    value: values[key] as string,
    error: errors[key],
    onChange: (e: { target: { value: string } }) => set({ [key]: e.target.value } as Partial<V>),
  });
}

/** `bind` of a form whose values are `V`. */
export type FieldBind<V> = ReturnType<typeof fieldBinder<V>>;
