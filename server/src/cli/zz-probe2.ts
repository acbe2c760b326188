import { Api } from './bench-api-tender';
const api = new Api('http://127.0.0.1:43111', 'licita-dev-key');
await api.login('admin@demo.local', 'demo1234');
const sim = 'ebab20e2-816a-40d3-b104-9a3c8d88a5b2';
await api.call('PUT', `/api/simulation/${sim}/justification`, { technical_solutions: 'x' + Date.now() });
const t = Date.now();
const link = await api.call<{ download_url: string }>('GET', `/api/simulation/${sim}/justification_url`);
console.log('link', Date.now() - t);
