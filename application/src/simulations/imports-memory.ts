import type { ImportStatusRead } from '@licita/domain';
import type { SpreadsheetImportPort } from './ports';
import { fakeFile, InMemoryArea, ScriptedChange } from '../core/memory';

type ById = (id: string) => void;

/** An area fake with spreadsheet imports (the simulation's and a previous study's): their status answers follow a script. */
export abstract class InMemoryImportingArea extends InMemoryArea {
  private readonly imports = new ScriptedChange<() => void>((apply) => apply());

  /** What successive import status calls answer (the last one repeats); default: done at once. */
  get importScript(): ImportStatusRead[] {
    return this.imports.script;
  }
  set importScript(steps: ImportStatusRead[]) {
    this.imports.script = steps;
  }

  /** One import's calls, named after `name`, at addresses in `folder`: `check` before the upload, `apply` at FINISHED. */
  protected scriptedImport(name: string, folder: string, check: ById, apply: ById): SpreadsheetImportPort {
    return {
      uploadUrl: (id, filename) =>
        this.answer(`${name}UploadUrl`, () => {
          check(id);
          this.imports.start(() => apply(id));
          return { upload_url: fakeFile(`upload/${folder}/${id}?name=`, filename).download_url };
        }),
      status: () => this.answer(`${name}ImportStatus`, () => this.imports.status()),
      templateUrl: (id) =>
        this.answer(`${name}Template`, () => ({ download_url: fakeFile(`templates/${folder}-${id}.xlsx`).download_url })),
    };
  }
}
