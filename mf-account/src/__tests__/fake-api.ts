import type { AxiosRequestConfig } from 'axios';
import { apiClient } from 'shared-api';
import type { Order } from 'shared-api/contracts/orders';
import type { Profile } from 'shared-api/contracts/users';
import { aClient } from '@testing/fixtures';

export const profile: Profile = {
  ...aClient({ firstName: 'Daria', email: 'demo@example.com', isEmailVerified: true }),
  phone: '+420 777 123 456',
  companyName: 'Demo Retail s.r.o.',
  vatId: 'CZ12345678',
  billingAddress: { street: 'Národní 10', city: 'Prague', postalCode: '110 00', country: 'Czech Republic' },
  avatarUrl: null,
} as Profile;

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 'o1',
    number: 'GP-20261101-AAAAAA',
    date: '2026-11-01T10:00:00Z',
    status: 'pending',
    subtotal: 1000,
    bonusApplied: 200,
    bonusOffer: 'percentage',
    cashPayment: 800,
    vat: { treatment: 'standard', rateBasisPoints: 2100, amount: 168, reverseCharge: false },
    total: 968,
    currency: 'EUR',
    cancellable: true,
    items: [{ serviceId: 's1', title: 'Local SEO', unitPrice: 500, quantity: 2, totalPrice: 1000, customOptions: {} }],
    invoice: { id: 'i1', number: 'INV-2026-000001', orderId: 'o1', date: '2026-11-01T10:00:00Z', dueDate: '2026-11-15T10:00:00Z', amount: 968, currency: 'EUR', status: 'sent' },
    payment: { method: 'bank_transfer', iban: 'CZ6508000000192000145399', bic: 'GIBACZPX', beneficiary: 'Growth Partners CZ s.r.o.', reference: 'RF15GP20261101AAAAAA' },
    ...overrides,
  };
}

type Handler = (config: AxiosRequestConfig) => unknown;

/** Answers the account's requests like the API; a test overrides one path (METHOD path) with a handler. */
export function fakeAccountApi(overrides: Record<string, Handler> = {}) {
  const calls: AxiosRequestConfig[] = [];
  const orders = [
    anOrder(),
    anOrder({
      id: 'o2',
      number: 'GP-20261001-BBBBBB',
      status: 'completed',
      cancellable: false,
      invoice: { id: 'i2', number: 'INV-2026-000002', orderId: 'o2', date: '2026-10-01T10:00:00Z', dueDate: '2026-10-15T10:00:00Z', amount: 968, currency: 'EUR', status: 'paid' },
    }),
  ];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    const key = `${(config.method ?? 'GET').toUpperCase()} ${config.url}`;
    if (overrides[key]) return { data: await overrides[key](config) };
    const params = (config.params ?? {}) as Record<string, unknown>;
    const page = <T,>(items: T[]) => ({ success: true, data: items, pagination: { total: items.length, limit: 20, offset: 0 } });
    switch (key) {
      case 'GET /api/users/me':
        return { data: { success: true, data: profile } };
      case 'PATCH /api/users/me':
        return { data: { success: true, data: { ...profile, ...(config.data as object) } } };
      case 'GET /api/users/me/preferences':
        return { data: { success: true, data: { language: 'en', currency: 'EUR', marketing: false } } };
      case 'GET /api/bonus/balance':
        return { data: { success: true, data: { available: 9800, pending: 200, currency: 'EUR', thresholdUsed: false } } };
      case 'GET /api/bonus/transactions':
        return {
          data: page([
            {
              id: 'b2',
              userId: 'u1',
              type: 'spent',
              amount: 200,
              reason: 'order',
              kind: 'appliedToOrder',
              description: 'Applied to order GP-20261101-AAAAAA',
              orderId: 'o1',
              orderNumber: 'GP-20261101-AAAAAA',
              createdAt: '2026-11-01T10:00:00Z',
            },
            {
              id: 'b1',
              userId: 'u1',
              type: 'earned',
              amount: 10000,
              reason: 'welcome',
              kind: 'welcome',
              description: 'Welcome bonus',
              orderId: null,
              orderNumber: null,
              createdAt: '2026-10-01T10:00:00Z',
            },
          ]),
        };
      case 'GET /api/orders':
        return { data: page(orders.filter((order) => !params.status || order.status === params.status)) };
      case 'GET /api/orders/o1':
        return { data: { success: true, data: orders[0] } };
      case 'GET /api/orders/o1/history':
        return { data: { success: true, data: [{ from: null, to: 'pending', changedBy: 'u1', changedAt: '2026-11-01T10:00:00Z' }] } };
      case 'POST /api/orders/o1/cancel':
        orders[0] = anOrder({ status: 'cancelled', cancellable: false });
        return { data: { success: true, data: { order: orders[0], bonusBalance: 10000 } } };
      case 'GET /api/invoices':
        return { data: page(orders.map((order) => order.invoice)) };
      default:
        throw Object.assign(new Error('Not found'), { isAxiosError: true, response: { status: 404, data: { success: false, error: 'Not found' } } });
    }
  });
  return { calls };
}
