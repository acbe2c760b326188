/** Why an uploaded file is refused: the local storage's PUT, the S3 check and the spreadsheet uploads say it alike. */
export const FILE_MESSAGES = {
  empty: 'El fichero está vacío',
  tooLarge: 'El fichero es demasiado grande',
  notXlsx: 'El fichero no es un libro Excel (.xlsx) válido',
  onlyXlsx: 'Solo se admiten libros Excel (.xlsx)',
  invalidKey: (key: string) => `Clave de fichero no válida: ${key}`,
  importFailed: (reason: string) => `Error al importar el fichero: ${reason}`,
} as const;
