/** The accounts of the browser-test workspace. The administrator is the embedded demo seed. */
export const API_KEY = 'licita-dev-key';
export const ADMIN = { email: 'admin@demo.local', password: 'demo1234' };
export const LECTOR = { email: 'lector@demo.local', password: 'Cubo-azul-e2e-1234' };
export const EDITOR = { email: 'editora@demo.local', password: 'Mopa-verde-e2e-1234' };
/** Profile and administration tests only: its name, password and role change during the run. */
export const PERFIL = { email: 'perfil@demo.local', password: 'Escoba-roja-e2e-1234' };
