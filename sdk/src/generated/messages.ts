// Generated from openapi/config/*.yaml by sdk/scripts/generate.ts. Do not edit.

/** The messages of `LaunchRefused.error_code`, by value. */
export const LaunchRefusedErrorCodeMessages = {
  1: "Hay subrogados sin centro",
  2: "Hay turnos fijos sin centro o puesto",
  3: "Hay tareas variables sin centro o puesto",
  4: "No hay ningún centro creado",
  5: "No hay ninguna tarea creada",
  6: "Los convenios seleccionados no tienen categorías",
  7: "Has superado el límite de uso: contacta con soporte para ampliar tu plan",
  8: "Falta la fecha de inicio",
  9: "Falta la duración del servicio: rellénala y guarda",
} as const;
