// What must hold after a crash and a restart, checked through the API: acknowledged orders survive
// whole, no half-written order exists anywhere, and the demo client's bonus ledger adds up.
import { cents, type ApiClient, type BonusTransaction, type Order } from './api';

export interface Check {
  name: string;
  ok: boolean;
  /** What was found when it failed; a count when it passed. */
  detail: string;
}

export interface Acknowledged {
  id: string;
  number: string;
}

export interface InvariantInput {
  client: ApiClient;
  admin: ApiClient;
  /** Every order the server acknowledged since the run began. */
  acknowledged: Acknowledged[];
  /** The client's orders before the round's stream, and how many checkouts got an answer or none. */
  ordersBefore: number;
  acknowledgedThisRound: number;
  inDoubtThisRound: number;
}

const MAX_LISTED = 5;

function check(name: string, problems: string[], passed: string): Check {
  const listed = problems.slice(0, MAX_LISTED).join('; ') + (problems.length > MAX_LISTED ? `; … ${problems.length - MAX_LISTED} more` : '');
  return { name, ok: problems.length === 0, detail: problems.length === 0 ? passed : listed };
}

async function acknowledgedOrdersKept(client: ApiClient, acknowledged: Acknowledged[]): Promise<Check> {
  const problems: string[] = [];
  for (const { id, number } of acknowledged) {
    const answer = await client.call<Order>('GET', `/api/orders/${id}`);
    const order = answer.body.data;
    if (answer.status !== 200 || !order) problems.push(`${number}: GET answered ${answer.status} ${answer.body.code ?? ''}`);
    else if (order.number !== number) problems.push(`${id}: number ${order.number}, acknowledged as ${number}`);
    else if (order.items.length === 0 || order.invoice === null) problems.push(`${number}: ${order.items.length} items, invoice ${order.invoice ? 'present' : 'missing'}`);
  }
  return check('every acknowledged order is there, with items and an invoice', problems, `${acknowledged.length} orders`);
}

function everyOrderWhole(orders: Order[]): Check {
  const problems = orders.filter((order) => order.items.length === 0 || order.invoice === null).map((order) => `${order.number} has ${order.items.length} items, invoice ${order.invoice ? 'present' : 'missing'}`);
  return check('no order without items or invoice (all orders, admin)', problems, `${orders.length} orders`);
}

function splitsAddUp(orders: Order[]): Check {
  const problems = orders
    .filter((order) => cents(order.subtotal) !== cents(order.bonusApplied) + cents(order.cashPayment))
    .map((order) => `${order.number}: subtotal ${order.subtotal} ≠ bonus ${order.bonusApplied} + cash ${order.cashPayment}`);
  return check('subtotal = bonusApplied + cashPayment (all orders)', problems, `${orders.length} orders`);
}

const SIGN: Record<BonusTransaction['type'], number> = { earned: 1, refunded: 1, spent: -1, expired: -1 };

function balanceIsLedgerSum(availableEur: number, transactions: BonusTransaction[]): Check {
  const ledgerSum = transactions.reduce((sum, entry) => sum + SIGN[entry.type] * cents(entry.amount), 0);
  const problems = cents(availableEur) === ledgerSum ? [] : [`available ${availableEur} EUR, ledger sums to ${ledgerSum / 100} EUR`];
  return check('bonus available = earned + refunded − spent − expired', problems, `${transactions.length} entries, ${availableEur} EUR`);
}

function bonusAppliedIsSpent(orders: Order[], transactions: BonusTransaction[]): Check {
  const spent = new Map<string, number>();
  for (const entry of transactions.filter((candidate) => candidate.type === 'spent' && candidate.orderId)) {
    spent.set(entry.orderId!, (spent.get(entry.orderId!) ?? 0) + cents(entry.amount));
  }
  const known = new Set(orders.map((order) => order.id));
  const problems = [
    ...orders
      .filter((order) => order.status !== 'cancelled' && cents(order.bonusApplied) !== (spent.get(order.id) ?? 0))
      .map((order) => `${order.number}: bonusApplied ${order.bonusApplied}, spent entries ${(spent.get(order.id) ?? 0) / 100}`),
    ...[...spent.keys()].filter((orderId) => !known.has(orderId)).map((orderId) => `spent entry for order ${orderId}, which the client does not have`),
  ];
  return check("each order's bonusApplied = its 'spent' entries", problems, `${orders.length} orders`);
}

/** A checkout without an answer may or may not have made its order; none may appear from nowhere. */
function newOrdersAccountedFor(input: InvariantInput, ordersNow: number): Check {
  const made = ordersNow - input.ordersBefore;
  const most = input.acknowledgedThisRound + input.inDoubtThisRound;
  const problems = made >= input.acknowledgedThisRound && made <= most ? [] : [`${made} new orders, expected ${input.acknowledgedThisRound}…${most}`];
  return check('new orders = acknowledged + some of the unanswered checkouts', problems, `${made} new (${input.acknowledgedThisRound} acknowledged, ${input.inDoubtThisRound} unanswered)`);
}

export async function checkInvariants(input: InvariantInput): Promise<Check[]> {
  const [allOrders, clientOrders, balance, transactions] = await Promise.all([
    input.admin.allPages<Order>('/api/admin/orders'),
    input.client.allPages<Order>('/api/orders'),
    input.client.get<{ available: number }>('/api/bonus/balance'),
    input.client.allPages<BonusTransaction>('/api/bonus/transactions'),
  ]);
  return [
    await acknowledgedOrdersKept(input.client, input.acknowledged),
    everyOrderWhole(allOrders),
    splitsAddUp(allOrders),
    balanceIsLedgerSum(balance.available, transactions),
    bonusAppliedIsSpent(clientOrders, transactions),
    newOrdersAccountedFor(input, clientOrders.length),
  ];
}
