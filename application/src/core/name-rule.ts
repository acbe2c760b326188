/** The name rule of simulations and previous studies (one name per tender), shared by both areas and the form calls. */
import { validateSimulationName } from '@licita/domain';

/** The name rule failed (or the server said the name is taken): the message to show under 'Nombre simulación*'. */
export class SimulationNameError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SimulationNameError';
  }
}

/** The trimmed name, or SimulationNameError with the rule's first message. */
export function checkName(name: string, otherNames: readonly string[]): string {
  const problems = validateSimulationName(name, otherNames);
  if (problems.length) throw new SimulationNameError(problems[0].message);
  return name.trim();
}
