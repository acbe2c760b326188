import { describe, expect, it } from 'vitest';
import { isEnglish, sentencesOf } from '../sentences.mjs';

const found = (code: string, file = 'screen.tsx') => [...sentencesOf(code, file)];

describe('the sentences a source file writes', () => {
  it('reads JSX text and the JSX string attributes a person reads', () => {
    const code = `export const Save = () => (
      <button title="Guarda el convenio ahora" aria-label="Guardar el convenio" className="px-4 py-2 text-sm">
        <p>Guardar cambios en el convenio</p>
      </button>
    );`;
    expect(found(code)).toEqual(['Guarda el convenio ahora', 'Guardar el convenio', 'Guardar cambios en el convenio']);
  });

  it('reads the strings after a template literal with substitutions, nested ones included', () => {
    const code =
      "const a = `${n > 1 ? `${n} filas` : '1 fila'} leídas`;\n" +
      'const b = { key: `${x}` };\n' +
      'const re = /[\'"`]/g;\n' +
      "const c = 'El cálculo se ha detenido';";
    expect(found(code, 'run.ts')).toEqual(['El cálculo se ha detenido']);
  });

  it('reads the static pieces of a template that form a sentence on their own', () => {
    expect(found('const m = `Fila ${n}: el campo es obligatorio`;', 'rows.ts')).toEqual(['el campo es obligatorio']);
    expect(found('const m = `Se han importado ${n} filas del fichero`;', 'rows.ts')).toEqual(['Se han importado']);
  });

  it('cuts JSX text at each expression and leaves comments and short words out', () => {
    const code = `const Rows = ({ n }: { n: number }) => (
      // Una nota para quien lee el código
      <p>Se han leído {n}: quedan pendientes de revisar</p>
    );`;
    expect(found(code)).toEqual(['Se han leído', 'quedan pendientes de revisar']);
  });

  it('tells English sentences apart from Spanish ones', () => {
    expect(isEnglish('Load average at the end')).toBe(true);
    expect(isEnglish('The agreement is already duplicated')).toBe(true);
    expect(isEnglish('Presupuesto base de licitación')).toBe(false);
    expect(isEnglish('Carga de trabajo')).toBe(false);
    expect(isEnglish('ETC a contratar')).toBe(false);
  });
});
