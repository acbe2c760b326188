import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { of, Subject } from 'rxjs';
import { InputFormError } from '@licita/application';
import { useListSection } from '../src/components/useListSection';

interface Row {
  id: string;
  name: string;
}

function section(save: (id: string | null, name: string) => Subject<unknown>, rows: Row[][]) {
  let loads = 0;
  return renderHook(() =>
    useListSection<Row, string>(
      {
        list: () => of(rows[Math.min(loads++, rows.length - 1)]),
        save,
        remove: () => of(null),
      },
      [],
    ),
  );
}

describe('useListSection', () => {
  it('a save still running when the section unmounts is ended with it', () => {
    const answer = new Subject<unknown>();
    const { result, unmount } = section(() => answer, [[{ id: 'a', name: 'Limpieza' }]]);
    act(() => result.current.openNew());
    act(() => result.current.submit('Cristales'));
    expect(result.current.saving).toBe(true);
    expect(answer.observed).toBe(true);
    unmount();
    expect(answer.observed).toBe(false);
  });

  it('a refused save keeps the modal open with the field messages; a saved one closes it and shows the rows again', () => {
    let answer = new Subject<unknown>();
    const { result } = section(() => answer, [[], [{ id: 'b', name: 'Cristales' }]]);
    expect(result.current.items).toEqual([]);
    act(() => result.current.openNew());
    act(() => result.current.submit(''));
    act(() => answer.error(new InputFormError([{ field: 'name', message: 'Nombre requerido' }])));
    expect(result.current.editing).not.toBeNull();
    expect(result.current.errors).toEqual({ name: 'Nombre requerido' });
    answer = new Subject<unknown>();
    act(() => result.current.submit('Cristales'));
    act(() => answer.next({ id: 'b' }));
    expect(result.current.editing).toBeNull();
    expect(result.current.errors).toEqual({});
    expect(result.current.items).toEqual([{ id: 'b', name: 'Cristales' }]);
  });
});
