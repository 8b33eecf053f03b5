import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import type * as AxiosClient from '../axios-client';

const sent: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
};

jest.mock('../axios-client', () => {
  const actual = jest.requireActual<typeof AxiosClient>('../axios-client');
  return { createApiClient: jest.fn(() => actual.createApiClient({ adapter })) };
});

import { createApiClient } from '../axios-client';
import { apiClient, setApiOrigin } from '../api-client';

beforeEach(() => {
  sent.length = 0;
});

describe('the shared API client', () => {
  it('creates its axios client on the first call only, once', async () => {
    expect(createApiClient).not.toHaveBeenCalled();
    const response = await apiClient.get<{ ok: boolean }>('/api/services', { params: { page: 2 } });
    await apiClient.get('/api/categories');
    expect(response.data).toEqual({ ok: true });
    expect(createApiClient).toHaveBeenCalledTimes(1);
    expect(sent.map((config) => [config.method, config.url, config.params])).toEqual([
      ['get', '/api/services', { page: 2 }],
      ['get', '/api/categories', undefined],
    ]);
  });

  it('sends each verb with its body through the same client', async () => {
    await apiClient.post('/api/cart/items', { serviceId: 's1', quantity: 1 });
    await apiClient.patch('/api/cart/items/s1', { quantity: 2 });
    await apiClient.delete('/api/cart/items/s1');
    expect(sent.map((config) => [config.method, config.url, config.data])).toEqual([
      ['post', '/api/cart/items', JSON.stringify({ serviceId: 's1', quantity: 1 })],
      ['patch', '/api/cart/items/s1', JSON.stringify({ quantity: 2 })],
      ['delete', '/api/cart/items/s1', undefined],
    ]);
    expect(sent[0]!.headers['X-API-Key']).toBeDefined();
  });

  it('sends relative paths to the origin the server renders for, unless a call names its own', async () => {
    setApiOrigin('http://127.0.0.1:4321');
    await apiClient.get('/api/services');
    await apiClient.get('/api/services', { baseURL: 'http://api.example' });
    expect(sent.map((config) => config.baseURL)).toEqual(['http://127.0.0.1:4321', 'http://api.example']);
  });
});
