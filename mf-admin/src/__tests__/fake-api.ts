import type { AxiosRequestConfig } from 'axios';
import { apiClient } from 'shared-api';
import type { AdminCategory, AdminClientDetail, AdminInvoice, AdminOrderDetail, AdminServiceDetail } from 'shared-api/contracts/admin';

const client = { id: 'u1', email: 'daria@example.com', name: 'Daria Novak', companyName: 'Demo Retail s.r.o.' };

export function anAdminOrder(overrides: Partial<AdminOrderDetail> = {}): AdminOrderDetail {
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
    invoice: { id: 'i1', number: 'INV-2026-000001', orderId: 'o1', date: '2026-11-01T10:00:00Z', dueDate: '2026-11-15T10:00:00Z', amount: 800, currency: 'EUR', status: 'sent' },
    client,
    history: [{ from: null, to: 'pending', changedBy: 'u1', changedByEmail: 'daria@example.com', changedAt: '2026-11-01T10:00:00Z' }],
    ...overrides,
  } as AdminOrderDetail;
}

export const anInvoice: AdminInvoice = {
  id: 'i1',
  number: 'INV-2026-000001',
  orderId: 'o1',
  orderNumber: 'GP-20261101-AAAAAA',
  date: '2026-11-01T10:00:00Z',
  dueDate: '2026-11-15T10:00:00Z',
  amount: 800,
  currency: 'EUR',
  status: 'overdue',
  client,
  paidAt: null,
  paymentReference: null,
};

export const aClientDetail: AdminClientDetail = {
  id: 'u1',
  email: client.email,
  firstName: 'Daria',
  lastName: 'Novak',
  role: 'client',
  isEmailVerified: true,
  bonusOffer: 'percentage',
  termsVersion: '2026-01',
  termsAcceptedAt: '2026-10-01T10:00:00Z',
  createdAt: '2026-10-01T10:00:00Z',
  companyName: client.companyName,
  phone: null,
  disabled: false,
  bonusBalance: 9800,
  orders: [{ id: 'o1', number: 'GP-20261101-AAAAAA', date: '2026-11-01T10:00:00Z', status: 'pending', total: 800, currency: 'EUR' }],
  ledger: [
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
  ],
};

export const aService: AdminServiceDetail = {
  id: 's1',
  slug: 'local-seo',
  categorySlug: 'seo-content',
  isActive: true,
  isPopular: false,
  isUrgent: false,
  expertLevel: false,
  hasGuarantee: true,
  roi: null,
  estimatedDeliveryDays: 14,
  prices: [{ amount: 500, kind: 'standard', currency: 'EUR', isActive: true }],
  translations: {
    en: { title: 'Local SEO', shortDescription: 'Found nearby.', fullDescription: '', features: ['maps_listing'], benefits: [], kpis: [] },
    ua: { title: 'Локальне SEO', shortDescription: '', fullDescription: '', features: [], benefits: [], kpis: [] },
  },
};

type Handler = (config: AxiosRequestConfig) => unknown;

export const aCategory: AdminCategory = {
  id: 'c1',
  slug: 'seo-content',
  icon: 'travel_explore',
  color: '#2e7d32',
  sortOrder: 3,
  isActive: true,
  services: 9,
  activeServices: 8,
  translations: { en: { name: 'SEO and content', description: 'Be found.' }, ua: { name: 'SEO та контент', description: '' } },
};

/** A failed call as the axios client rejects it: the API's envelope with its code and field details. */
export function apiFailure(status: number, error: string, details?: Record<string, string>, code = 'X') {
  return Object.assign(new Error(error), { isAxiosError: true, response: { status, data: { success: false, error, code, details } } });
}

/** Answers the back office's requests like the API; a test overrides one path (METHOD path) with a handler. */
export function fakeAdminApi(overrides: Record<string, Handler> = {}) {
  const calls: AxiosRequestConfig[] = [];
  jest.spyOn(apiClient, 'request').mockImplementation(async (config: AxiosRequestConfig) => {
    calls.push(config);
    const key = `${(config.method ?? 'GET').toUpperCase()} ${config.url}`;
    if (overrides[key]) return { data: await overrides[key](config) };
    const page = <T,>(items: T[]) => ({ success: true, data: items, pagination: { total: items.length, limit: 20, offset: 0 } });
    const one = (data: unknown) => ({ data: { success: true, data } });
    switch (key) {
      case 'GET /api/admin/orders':
        return { data: page([anAdminOrder()]) };
      case 'GET /api/admin/orders/o1':
        return one(anAdminOrder());
      case 'PATCH /api/orders/o1':
        return one(anAdminOrder({ status: (config.data as { status: AdminOrderDetail['status'] }).status }));
      case 'GET /api/admin/invoices':
        return { data: page([anInvoice]) };
      case 'POST /api/admin/invoices/i1/paid':
        return one({ ...anInvoice, status: 'paid' });
      case 'GET /api/admin/users/u1':
        return one(aClientDetail);
      case 'POST /api/admin/users/u1/bonus-adjustments':
      case 'POST /api/admin/users/u1/disable':
        return one(aClientDetail);
      case 'GET /api/admin/services/s1':
        return one(aService);
      case 'GET /api/categories':
        return one([{ id: 'c1', slug: 'seo-content', name: 'SEO & Content', description: '', icon: '', color: '', isActive: true, sortOrder: 1, services: 3 }]);
      case 'GET /api/admin/categories':
        return { data: page([aCategory]) };
      case 'GET /api/admin/categories/c1':
        return one(aCategory);
      case 'PATCH /api/admin/categories/c1':
      case 'POST /api/admin/categories':
        return one({ id: 'c1' });
      case 'GET /api/admin/services':
        return { data: page([{ id: 's1', slug: 'local-seo', title: 'Local SEO', isActive: true }]) };
      case 'GET /api/admin/users':
        return { data: page([{ ...aClientDetail }]) };
      case 'PATCH /api/admin/services/s1':
        return one({ id: 's1' });
      case 'GET /api/admin/remotes':
        return one([
          { name: 'catalogue', version: '0.1.0-aaaa1111', url: '/releases/catalogue/0.1.0-aaaa1111/mf-manifest.json', versions: ['0.1.0-bbbb2222', '0.1.0-aaaa1111'], history: [] },
        ]);
      case 'PUT /api/admin/remotes/catalogue':
        return one({ name: 'catalogue', version: '0.1.0-bbbb2222', url: '', versions: [], history: [] });
      case 'GET /api/admin/dashboard':
        return one({ clients: 12, ordersByStatus: { pending: 2, completed: 5 }, revenuePaid: 12500, amountOutstanding: 800, bonusSpent: 2000, leads: 4 });
      case 'GET /api/admin/dashboard/series':
        return one({
          weeks: [
            { week: '2026-11-09', orders: 3, revenue: 4000, bonusIssued: 20000, bonusSpent: 800 },
            { week: '2026-11-16', orders: 4, revenue: 8500, bonusIssued: 10000, bonusSpent: 1200 },
          ],
          leadsBySource: [
            { source: 'contact', count: 2 },
            { source: 'quote', count: 1 },
            { source: 'callback', count: 1 },
          ],
        });
      default:
        throw apiFailure(404, 'Not found');
    }
  });
  return { calls };
}
