/** The simulation form's Spanish messages, shared by the ui and the server. */
import { SERVICE_DURATION_MAX, SERVICE_DURATION_MIN } from './service-duration';
import { COMMON_MESSAGES } from '../messages';

export const INPUT_MESSAGES = {
  nameRequired: 'Nombre requerido',
  nameTaken: 'No pueden existir dos simulaciones con el mismo nombre en la licitación.',
  valueRequired: 'Valor requerido',
  valueWrong: 'Valor incorrecto',
  atEpRequired: 'El tipo de AT/EP es requerido con la seguridad social desglosada',
  yearDigits: COMMON_MESSAGES.yearDigits,
  dateInvalid: 'Fecha invalida',
  durationRequired: COMMON_MESSAGES.durationRequired,
  durationRange: `La duración debe ser un número entero de meses entre ${SERVICE_DURATION_MIN} y ${SERVICE_DURATION_MAX}`,
  serviceStartRange: 'La fecha de inicio del servicio debe estar entre el 01/01/2000 y el 31/12/2100',
  centerNameRequired: 'Centros es requerido',
  localityRequired: 'Localidad es requerido',
  agreementRequired: 'Convenio es requerido',
  noFile: COMMON_MESSAGES.noFile,
  categoryRequired: 'Categoría requerida',
  selectCenter: 'Seleccione un centro',
  selectPosition: 'Seleccione un puesto',
  fieldRequired: 'Campo requerido',
  selectTimes: 'Seleccione los horarios.',
  timesCoincide: 'Los horarios no pueden coincidir.',
  selectWeekday: 'Selecciona algún día de la semana.',
  validDates: 'Seleccione fechas válidas',
  shiftOver9: '¡Ojo! Has creado un turno de más de 9 horas, asegúrate que el convenio lo permita',
  taskNameRequired: 'Nombre requerido.',
  taskTimeFormat: 'Formato hh ó hh:mm.',
  categoriesWithoutPositions: 'Hay categorías sin puestos',
  tooManyPositions: 'Una categoría puede tener como máximo 5 puestos',
  centerRequired: 'Centro requerido',
  materialRequired: 'Material requerido',
  centerInUse:
    'No puedes borrar un centro con turnos y/o tareas. Elimina lo turnos/tareas primero. También puedes reutilizar el centro editando sus datos y los turnos/tareas se mantendrán asignados.',
  saveNeedsCenter: 'Para poder guardar, añade al menos un centro pulsando en +.',
  saveNeedsBasicData: 'Complete correctamente los datos básicos.',
  launchIncomplete: 'Complete los datos de la simulación',
  possibleRetirement: 'Posible jubilación',
  surrogateOverAgreementWeek: 'Las horas de un subrogado no pueden superar las horas del convenio',
  emptyTable: COMMON_MESSAGES.noData,
  importTimeout: COMMON_MESSAGES.slowServer,
  regionUnknown: 'Comunidad autónoma desconocida',
  provinceUnknown: 'Provincia: no es un código NUTS de provincia (por ejemplo ES618, Sevilla)',
  holidayRepeated: 'Festivo repetido',
  // the config host's 404s
  centerNotFound: 'El centro no existe',
  localityNotFound: 'La localidad no existe',
} as const;

/** A failing field of a form or payload with its Spanish message. `field` is a path such as `shift_times[1].time_init`. */
export interface FieldError {
  field: string;
  message: string;
}
