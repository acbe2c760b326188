/**
 * 'Nueva simulación' with a file: create the simulation, upload the Formulario workbook
 * to its address and follow the import (every 500 ms, up to 10 times) like the spreadsheet imports. A refused file
 * (its problems named by sheet, row and column) ends with an ImportError and the simulation just created is
 * deleted again, so the tender is as it was and the dialog can be sent again; a broken name rule ends with a
 * SimulationNameError. The last emission carries the new simulation's id.
 */
import { injectFromBase } from 'inversify';
import { Observable, catchError, concat, concatMap, defer, from, map, of, throwError } from 'rxjs';
import { INPUT_MESSAGES, foreignSpreadsheetMessage } from '@licita/domain';
import { ImportError, SpreadsheetImport, type ImportProgress } from './imports';
import { nameFailure } from './simulations';
import { checkName } from '../core/name-rule';
import { SIMULATION_PORTS } from './ports';
import { useCaseOver } from '../core/use-case';

export type SimulationFileProgress = { phase: 'creating' } | (ImportProgress & { simulationId: string });

/** The Formulario upload of one tender, followed as a spreadsheet import. */
class FormularioImport extends SpreadsheetImport {}

@injectFromBase()
export class CreateSimulationFromFile extends useCaseOver(SIMULATION_PORTS.SimulationGateway) {
  /** `otherNames`: the names of the tender's simulations. Completes after `{phase: 'done', simulationId}`. */
  execute(
    projectId: string,
    name: string,
    file: File | Blob | null | undefined,
    otherNames: readonly string[] = [],
  ): Observable<SimulationFileProgress> {
    if (!file) return throwError(() => new ImportError(INPUT_MESSAGES.noFile));
    // An .ods or .xls by its name: no simulation is created for a file that cannot be read
    const foreign = foreignSpreadsheetMessage((file as File).name ?? '');
    if (foreign) return throwError(() => new ImportError(foreign));
    const importer = new FormularioImport(() => this.gateway.formularioImport(projectId), this.services);
    const flow = defer(() => from(this.gateway.create(checkName(name, otherNames), projectId))).pipe(
      catchError(nameFailure(this.services.errors)),
      concatMap(({ id }) =>
        importer.execute(id, file).pipe(
          map((p): SimulationFileProgress => ({ ...p, simulationId: id })),
          catchError((err) =>
            from(this.gateway.remove(id)).pipe(
              catchError(() => of(undefined)),
              concatMap(() => throwError(() => err)),
            ),
          ),
        ),
      ),
    );
    return concat(of<SimulationFileProgress>({ phase: 'creating' }), flow);
  }
}
