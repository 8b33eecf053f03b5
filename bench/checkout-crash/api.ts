// The API as the crash test sees it: JSON calls with the application key, a bearer token and a
// timeout each, and the few answer shapes it reads.
import { randomUUID } from 'node:crypto';

const API_KEY = 'gp-web-local-key';
const REQUEST_TIMEOUT_MS = 10_000;
const PAGE_SIZE = 100;

export const DEMO_CLIENT = { email: 'demo@example.com', password: 'demo12345' };
export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345' };

export interface Order {
  id: string;
  number: string;
  status: string;
  subtotal: number;
  bonusApplied: number;
  cashPayment: number;
  items: unknown[];
  invoice: { id: string } | null;
}

export interface BonusTransaction {
  type: 'earned' | 'spent' | 'expired' | 'refunded';
  amount: number;
  orderId: string | null;
}

export interface Service {
  id: string;
  priceFrom: number;
}

/** Every answer of this API: data on success, a code on failure, pagination on lists. */
export interface Envelope<T> {
  success: boolean;
  data?: T;
  code?: string;
  pagination?: { total: number };
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

/** EUR as the API carries it, compared in whole cents. */
export const cents = (eur: number) => Math.round(eur * 100);

export class ApiClient {
  constructor(
    readonly port: number,
    private readonly token?: string,
  ) {}

  async call<T>(method: string, pathname: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer<T>> {
    const response = await fetch(`http://127.0.0.1:${this.port}${pathname}`, {
      method,
      headers: {
        'x-api-key': API_KEY,
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => ({ success: false, code: 'NOT_JSON' }))) as Envelope<T>;
    return { status: response.status, body };
  }

  async get<T>(pathname: string): Promise<T> {
    const answer = await this.call<T>('GET', pathname);
    if (answer.status !== 200 || answer.body.data === undefined) throw new Error(`GET ${pathname} answered ${answer.status} ${answer.body.code ?? ''}`);
    return answer.body.data;
  }

  /** Every row of a paginated list, 100 at a time. */
  async allPages<T>(pathname: string): Promise<T[]> {
    const rows: T[] = [];
    for (let total = Infinity; rows.length < total; ) {
      const separator = pathname.includes('?') ? '&' : '?';
      const answer = await this.call<T[]>('GET', `${pathname}${separator}limit=${PAGE_SIZE}&offset=${rows.length}`);
      if (answer.status !== 200 || !answer.body.data || !answer.body.pagination) throw new Error(`GET ${pathname} answered ${answer.status}`);
      if (answer.body.data.length === 0) break;
      rows.push(...answer.body.data);
      total = answer.body.pagination.total;
    }
    return rows;
  }

  async orderCount(): Promise<number> {
    const answer = await this.call<Order[]>('GET', '/api/orders?limit=1');
    if (answer.body.pagination === undefined) throw new Error(`GET /api/orders answered ${answer.status}`);
    return answer.body.pagination.total;
  }

  addToCart(serviceId: string) {
    return this.call('POST', '/api/cart/items', { body: { serviceId, quantity: 1 } });
  }

  checkout() {
    return this.call<{ order: Order }>('POST', '/api/cart/checkout', {
      headers: { 'idempotency-key': randomUUID() },
      body: { useBonus: true, language: 'en', acceptTerms: true },
    });
  }
}

export async function signIn(port: number, account: { email: string; password: string }): Promise<ApiClient> {
  const answer = await new ApiClient(port).call<{ tokens: { accessToken: string } }>('POST', '/auth/login', { body: account });
  const token = answer.body.data?.tokens.accessToken;
  if (!token) throw new Error(`Sign-in of ${account.email} answered ${answer.status} ${answer.body.code ?? ''}`);
  return new ApiClient(port, token);
}
