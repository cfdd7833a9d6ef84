import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import { indianStates } from '../../../shared/shopping/indian-states.js';
import { orderIdParamsSchema, orderSchema } from '../../../shared/shopping/order.schema.js';
import { checkoutSessionSchema, paymentOptionsQuerySchema, paymentOptionsSchema, paymentVerificationSchema } from '../../../shared/payments/payment.schema.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { getSeller } from '../tax/seller.service.js';
import { cartTotalPaise, selectionTotalPaise } from './checkout-totals.js';
import { selectionPaymentOptionsBodySchema } from '../../../shared/shopping/order-selection.schema.js';
import { codEligibility } from './cod-eligibility.js';
import { paymentDepsOf } from './payment-deps-of-app.js';
import { confirmCheckout, startCheckout, switchToCod } from './payments.service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  503: errorResponseSchema,
};

/** The shopper's side of online payment: what checkout may offer, Checkout's session, its verified answer, and the switch to COD. */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const deps = () => paymentDepsOf(app);

  api.get(
    '/api/checkout/payment-options',
    { preHandler: requireUser, schema: { tags, querystring: paymentOptionsQuerySchema, response: { 200: paymentOptionsSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      const seller = await getSeller(app.db, app.config.seller);
      const state = (indianStates as readonly string[]).includes(request.query.state ?? '') ? (request.query.state ?? seller.state) : seller.state;
      const total = await cartTotalPaise(app.db, user.id, seller.state, state);
      return optionsFor(total, state, request.query.pincode);
    },
  );

  // Buy Now and guest checkout (ADR 62): the same answer for a selection of products instead of the account's cart.
  api.post(
    '/api/checkout/payment-options',
    { schema: { tags, querystring: paymentOptionsQuerySchema, body: selectionPaymentOptionsBodySchema, response: { 200: paymentOptionsSchema, ...errors } } },
    async (request) => {
      const seller = await getSeller(app.db, app.config.seller);
      const state = (indianStates as readonly string[]).includes(request.query.state ?? '') ? (request.query.state ?? seller.state) : seller.state;
      const total = await selectionTotalPaise(app.db, request.body.items, seller.state, state);
      return optionsFor(total, state, request.query.pincode);
    },
  );

  /** Online payment if configured; COD by the one eligibility rule, judged on the total paid in cash, fee included (decided again at order time). */
  async function optionsFor(totalPaise: number, state: string, pincode: string | undefined) {
    const cod = await codEligibility(app.db, { totalPaise, pincode, state });
    const withFee = cod.available && cod.feePaise > 0 ? await codEligibility(app.db, { totalPaise: totalPaise + cod.feePaise, pincode, state }) : cod;
    return {
      online: { available: app.paymentProvider !== null },
      cod: { available: withFee.available, reason: withFee.reason, fee: paiseToRupees(cod.feePaise), maxTotal: paiseToRupees(cod.maxTotalPaise) },
    };
  }

  api.post(
    '/api/orders/:id/payment',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, response: { 200: checkoutSessionSchema, ...errors } } },
    async (request) => startCheckout(deps(), signedInUser(request), request.params.id),
  );

  api.post(
    '/api/orders/:id/payment/verify',
    {
      preHandler: requireUser,
      schema: { tags, params: orderIdParamsSchema, body: paymentVerificationSchema, response: { 200: orderSchema, ...errors } },
    },
    async (request) => confirmCheckout(deps(), signedInUser(request).id, request.params.id, request.body),
  );

  api.post(
    '/api/orders/:id/pay-on-delivery',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } } },
    async (request) => switchToCod(deps(), signedInUser(request).id, request.params.id),
  );
}
