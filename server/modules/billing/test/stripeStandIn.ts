import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local stand-in for the part of Stripe's API the Stripe provider and its webhooks call,
 * so the tests run offline against the real SDK (pointed here with STRIPE_API_URL). It keeps the
 * objects it creates, expands ids on GET like Stripe does, answers in Stripe's shapes and records
 * every request with its form-encoded parameters for the tests to check.
 */

type StripeObject = Record<string, unknown> & { id: string; object: string };

export interface RecordedRequest {
  method: string;
  path: string;
  /** The raw form body (POST) or query (GET), brackets as the SDK sends them: line_items[0][quantity]=8. */
  raw: string;
  form: URLSearchParams;
  params: Record<string, unknown>;
  /** Stripe's Idempotency-Key header, when the SDK sent one. */
  idempotencyKey: string | null;
}

export interface PaidCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** A payment method id containing 'chargeDeclined' declines every later charge, like Stripe's pm_card_chargeDeclined. */
  id?: string;
}

export interface StripeStandIn {
  url: string;
  requests: RecordedRequest[];
  /** The requests to one path, e.g. 'POST /v1/checkout/sessions'. */
  requestsTo(route: string): RecordedRequest[];
  get(id: string): StripeObject | undefined;
  /**
   * What Stripe does when the payer completes the hosted page with a card: the payment method,
   * and the subscription, payment intent or setup intent of the session's mode. Returns the
   * session as a checkout.session.completed event carries it (ids, not expanded).
   */
  completeSession(sessionId: string, card: PaidCard): StripeObject;
  close(): Promise<void>;
}

const DAY_SECONDS = 86_400;

/** Decodes Stripe's bracket form encoding (a[b][0][c]=x) into nested objects and arrays. */
export function decodeForm(form: URLSearchParams): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of form) {
    const path = key.match(/[^[\]]+|\[\]/g) ?? [key];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^(\d+|\[\])$/.test(path[index + 1]!);
      const slot: string | number = segment === '[]' ? (node as unknown[]).length : /^\d+$/.test(segment) ? Number(segment) : segment;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else node = (container[slot] ??= nextIsIndex ? [] : {}) as Record<string, unknown> | unknown[];
    });
  }
  return root;
}

const stripeError = (status: number, type: string, message: string, extra: Record<string, unknown> = {}) => ({ status, body: { error: { type, message, ...extra } } });

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const objects = new Map<string, StripeObject>();
  const requests: RecordedRequest[] = [];
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_standin${String(++counter).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const save = (value: StripeObject) => {
    objects.set(value.id, value);
    return value;
  };

  /** Replaces ids with their objects along each expand path (subscription.default_payment_method). */
  function expand(value: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(value);
    for (const path of paths) {
      let node: Record<string, unknown> | undefined = copy;
      for (const field of path.split('.')) {
        if (!node) break;
        const child = node[field];
        if (typeof child === 'string' && objects.has(child)) node[field] = structuredClone(objects.get(child));
        node = node[field] as Record<string, unknown> | undefined;
        if (typeof node !== 'object' || node === null) node = undefined;
      }
    }
    return copy;
  }

  function periodSeconds(interval: unknown) {
    return (interval === 'year' ? 365 : 30) * DAY_SECONDS;
  }

  function handle(method: string, path: string, params: Record<string, unknown>): { status: number; body: unknown } {
    const idPattern = /\/((?:cus|cs|pm|sub|pi|seti|in|si|coupon|prod)_[A-Za-z0-9_]+)/;
    const route = `${method} ${path.replace(idPattern, '/:id')}`;
    const id = idPattern.exec(path)?.[1] ?? '';
    const metadata = (params.metadata as Record<string, string> | undefined) ?? {};
    switch (route) {
      case 'POST /v1/customers':
        return { status: 200, body: save({ id: nextId('cus'), object: 'customer', email: params.email ?? null, metadata }) };
      case 'POST /v1/coupons':
        return {
          status: 200,
          body: save({ id: nextId('coupon'), object: 'coupon', amount_off: Number(params.amount_off), currency: params.currency, duration: params.duration, metadata }),
        };
      case 'POST /v1/checkout/sessions': {
        const sessionId = nextId('cs');
        const lines = (params.line_items as { price_data?: { unit_amount?: string }; quantity?: string }[] | undefined) ?? [];
        const amountTotal = lines.reduce((sum, line) => sum + Number(line.price_data?.unit_amount ?? 0) * Number(line.quantity ?? 1), 0);
        return {
          status: 200,
          body: save({
            id: sessionId,
            object: 'checkout.session',
            url: `https://checkout.stripe.standin/c/pay/${sessionId}`,
            mode: params.mode,
            status: 'open',
            payment_status: params.mode === 'setup' ? 'no_payment_required' : 'unpaid',
            customer: params.customer ?? null,
            client_reference_id: params.client_reference_id ?? null,
            metadata,
            amount_total: params.mode === 'setup' ? null : amountTotal,
            success_url: params.success_url,
            cancel_url: params.cancel_url,
            line_items_requested: lines,
            subscription_data: params.subscription_data ?? null,
            subscription: null,
            payment_intent: null,
            setup_intent: null,
            invoice: null,
          }),
        };
      }
      case 'POST /v1/checkout/sessions/:id/expire': {
        const found = objects.get(id);
        if (!found) return stripeError(404, 'invalid_request_error', `No such checkout.session: '${id}'`, { code: 'resource_missing', param: 'id' });
        return { status: 200, body: save({ ...found, status: 'expired' }) };
      }
      case 'GET /v1/invoices/:id':
        // Renewal invoices come from the tests' webhook payloads; any id has its hosted page here.
        return { status: 200, body: objects.get(id) ?? { id, object: 'invoice', status: 'open', hosted_invoice_url: `https://invoice.stripe.standin/i/${id}` } };
      case 'GET /v1/checkout/sessions/:id':
      case 'GET /v1/payment_methods/:id':
      case 'GET /v1/subscriptions/:id':
      case 'GET /v1/payment_intents/:id':
      case 'GET /v1/setup_intents/:id': {
        const found = objects.get(id);
        if (!found) return stripeError(404, 'invalid_request_error', `No such object: '${id}'`, { code: 'resource_missing', param: 'id' });
        return { status: 200, body: expand(found, (params.expand as string[] | undefined) ?? []) };
      }
      case 'POST /v1/payment_intents': {
        const paymentMethod = String(params.payment_method ?? '');
        if (paymentMethod.includes('chargeDeclined')) {
          return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined', decline_code: 'generic_decline', param: '' });
        }
        return {
          status: 200,
          body: save({ id: nextId('pi'), object: 'payment_intent', status: 'succeeded', amount: Number(params.amount), currency: params.currency, customer: params.customer ?? null, payment_method: paymentMethod, metadata }),
        };
      }
      case 'POST /v1/subscriptions/:id': {
        const subscription = objects.get(id);
        if (!subscription) return stripeError(404, 'invalid_request_error', `No such subscription: '${id}'`, { code: 'resource_missing', param: 'id' });
        const items = subscription.items as { data: Record<string, unknown>[] };
        for (const change of (params.items as Record<string, unknown>[] | undefined) ?? []) {
          const item = items.data.find((candidate) => candidate.id === change.id);
          if (!item) return stripeError(400, 'invalid_request_error', `No such subscription item: '${String(change.id)}'`, { param: 'items' });
          if (change.quantity) item.quantity = Number(change.quantity);
          const priceData = change.price_data as { unit_amount: string; product: string; recurring: { interval: string } } | undefined;
          if (priceData) item.price = { id: nextId('price'), object: 'price', product: priceData.product, unit_amount: Number(priceData.unit_amount), recurring: { interval: priceData.recurring.interval } };
        }
        if (params.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
        if (!params.items) return { status: 200, body: subscription };
        const invoice = save({ id: nextId('in'), object: 'invoice', status: 'paid', billing_reason: 'subscription_update', subscription: id });
        subscription.latest_invoice = invoice.id;
        return { status: 200, body: subscription };
      }
      case 'POST /v1/payment_methods/:id/detach': {
        const paymentMethod = objects.get(id);
        if (!paymentMethod) return stripeError(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`, { code: 'resource_missing', param: 'payment_method' });
        paymentMethod.customer = null;
        return { status: 200, body: paymentMethod };
      }
      default:
        return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`);
    }
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const raw = request.method === 'GET' || request.method === 'DELETE' ? url.search.replace(/^\?/, '') : Buffer.concat(chunks).toString('utf8');
      const form = new URLSearchParams(raw);
      const params = decodeForm(form);
      const idempotencyKey = request.headers['idempotency-key'];
      requests.push({ method: request.method ?? 'GET', path: url.pathname, raw, form, params, idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : null });
      const { status, body } = handle(request.method ?? 'GET', url.pathname, params);
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_standin${requests.length}` });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (route) => requests.filter((r) => `${r.method} ${r.path}` === route),
    get: (id) => objects.get(id),
    completeSession(sessionId, card) {
      const session = objects.get(sessionId);
      if (!session) throw new Error(`The stand-in has no checkout session ${sessionId}`);
      const paymentMethod = save({
        id: card.id ?? nextId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: session.customer,
        card: { brand: card.brand, last4: card.last4, exp_month: card.exp_month, exp_year: card.exp_year },
      });
      session.status = 'complete';
      if (session.mode === 'subscription') {
        const line = (session.line_items_requested as { price_data: { unit_amount: string; recurring: { interval: string } }; quantity: string }[])[0]!;
        const start = now();
        const subscriptionId = nextId('sub');
        const invoice = save({ id: nextId('in'), object: 'invoice', status: 'paid', billing_reason: 'subscription_create', subscription: subscriptionId });
        save({
          id: subscriptionId,
          object: 'subscription',
          status: 'active',
          customer: session.customer,
          default_payment_method: paymentMethod.id,
          latest_invoice: invoice.id,
          metadata: (session.subscription_data as { metadata?: unknown } | null)?.metadata ?? {},
          items: {
            object: 'list',
            data: [
              {
                id: nextId('si'),
                object: 'subscription_item',
                quantity: Number(line.quantity),
                current_period_start: start,
                current_period_end: start + periodSeconds(line.price_data.recurring.interval),
                price: { id: nextId('price'), object: 'price', product: nextId('prod'), unit_amount: Number(line.price_data.unit_amount), recurring: { interval: line.price_data.recurring.interval } },
              },
            ],
          },
        });
        Object.assign(session, { subscription: subscriptionId, invoice: invoice.id, payment_status: 'paid' });
      } else if (session.mode === 'payment') {
        const intent = save({ id: nextId('pi'), object: 'payment_intent', status: 'succeeded', amount: session.amount_total, customer: session.customer, payment_method: paymentMethod.id });
        Object.assign(session, { payment_intent: intent.id, payment_status: 'paid' });
      } else {
        const intent = save({ id: nextId('seti'), object: 'setup_intent', status: 'succeeded', customer: session.customer, payment_method: paymentMethod.id });
        Object.assign(session, { setup_intent: intent.id });
      }
      return structuredClone(session);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
