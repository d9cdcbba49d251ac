// SPDX-License-Identifier: GPL-3.0-or-later
// Shopify's and Stripe's own clients, @shopify/admin-api-client and stripe,
// against the sandbox's emulations: every answer Runledger's handling rests
// on, as those clients parse it. tst_vouchers
// officialClientsParseEveryEmulatedAnswer starts the sandbox (with a small
// Shopify cost bucket and one delayed voucher create), runs this and checks
// each case. Usage: node voucher-clients.mjs BASE TOKEN; prints
// [{name, ok, detail}].
import {createAdminApiClient} from '@shopify/admin-api-client';
import Stripe from 'stripe';

const [base, token] = process.argv.slice(2);
const url = new URL(base);
const out = [];
const check = (name, ok, detail) => out.push({name, ok: Boolean(ok), detail: JSON.stringify(detail ?? null)});

// Stripe: the client takes a host and port, no path: the emulation answers /v1/… too.
const stripe = new Stripe(token, {host: url.hostname, port: Number(url.port), protocol: 'http',
                                  apiVersion: '2025-04-30.basil', maxNetworkRetries: 0});
const params = {coupon: 'RUNLEDGER10', code: 'CLIENTS1', max_redemptions: 1, metadata: {runledger_reference: 'client-ref-1'}};
{
  // The one delayed create (the sandbox's fault): a second request under its key meets 409 meanwhile.
  const first = stripe.promotionCodes.create(params, {idempotencyKey: 'client-key-1'});
  await new Promise((r) => setTimeout(r, 250));
  try {
    await stripe.promotionCodes.create(params, {idempotencyKey: 'client-key-1'});
    check('stripe: 409 while the first request runs', false, 'no error');
  } catch (e) {
    check('stripe: 409 while the first request runs', e.statusCode === 409, {type: e.type, status: e.statusCode, code: e.code});
  }
  const created = await first;
  check('stripe: promotion code created', created.object === 'promotion_code' && created.code === 'CLIENTS1'
        && created.coupon.id === 'RUNLEDGER10' && created.max_redemptions === 1 && created.metadata.runledger_reference === 'client-ref-1',
        created);
  const again = await stripe.promotionCodes.create(params, {idempotencyKey: 'client-key-1'});
  check('stripe: the same key and parameters replayed', again.id === created.id
        && again.lastResponse.headers['idempotent-replayed'] === 'true', {id: again.id, headers: again.lastResponse.headers});
  try {
    await stripe.promotionCodes.create({...params, max_redemptions: 5}, {idempotencyKey: 'client-key-1'});
    check('stripe: other parameters under the key', false, 'no error');
  } catch (e) {
    check('stripe: other parameters under the key', e.type === 'StripeIdempotencyError' && e.statusCode === 400, {type: e.type, rawType: e.rawType});
  }
  try {
    await stripe.promotionCodes.create({coupon: 'RUNLEDGER10', code: 'clients1'}, {idempotencyKey: 'client-key-2'});
    check('stripe: the code taken', false, 'no error');
  } catch (e) {
    check('stripe: the code taken', e.type === 'StripeInvalidRequestError' && e.code === 'resource_already_exists', {type: e.type, code: e.code});
  }
  const list = await stripe.promotionCodes.list({code: 'CLIENTS1', limit: 10});
  check('stripe: listed by code', list.object === 'list' && list.data.length === 1 && list.data[0].id === created.id && list.has_more === false,
        list.data.map((p) => p.id));
  const off = await stripe.promotionCodes.update(created.id, {active: false});
  check('stripe: deactivated', off.active === false && off.id === created.id, off.active);
  const coupon = await stripe.coupons.retrieve('RUNLEDGER10');
  check('stripe: the coupon', coupon.object === 'coupon' && coupon.amount_off === 1000 && coupon.currency === 'eur', coupon);
  try {
    await new Stripe('not-the-key', {host: url.hostname, port: Number(url.port), protocol: 'http', maxNetworkRetries: 0})
      .promotionCodes.list({code: 'CLIENTS1'});
    check('stripe: a wrong key', false, 'no error');
  } catch (e) {
    check('stripe: a wrong key', e.type === 'StripeAuthenticationError' && e.statusCode === 401, {type: e.type});
  }
}

// Shopify: the client builds https://<store>/admin/api/<version>/graphql.json;
// its fetch is pointed at the emulation.
const shopifyFetch = (target, init) => fetch(String(target).replace('https://example-shop.myshopify.com', `${base}/shopify`), init);
const shop = (accessToken) => createAdminApiClient({storeDomain: 'example-shop.myshopify.com', apiVersion: '2025-10', accessToken,
                                                    customFetchApi: shopifyFetch, logger: () => {}});
const admin = shop(token);
const create = `mutation RunledgerVoucher($input: DiscountCodeBasicInput!) {
  discountCodeBasicCreate(basicCodeDiscount: $input) { codeDiscountNode { id } userErrors { field code message } } }`;
const byCode = `query RunledgerVoucherByCode($code: String!) { codeDiscountNodeByCode(code: $code) { id codeDiscount { ... on DiscountCodeBasic {
  title usageLimit createdAt customerGets { value { ... on DiscountAmount { amount { amount currencyCode } } } } } } } }`;
const input = (code, amount) => ({title: `Voucher (client-ref-2)`, code, startsAt: '2026-12-01T00:00:00Z', customerSelection: {all: true},
  customerGets: {value: {discountAmount: {amount, appliesOnEachItem: false}}, items: {all: true}}, usageLimit: 1, appliesOncePerCustomer: true});
{
  const made = await admin.request(create, {variables: {input: input('CLIENTS2', '10.00')}});
  const node = made.data?.discountCodeBasicCreate?.codeDiscountNode;
  check('shopify: discount created', node?.id?.startsWith('gid://shopify/DiscountCodeNode/') && made.data.discountCodeBasicCreate.userErrors.length === 0
        && made.extensions?.cost?.throttleStatus?.restoreRate > 0 && !made.errors, made);
  const taken = await admin.request(create, {variables: {input: input('clients2', '5.00')}});
  const userErrors = taken.data?.discountCodeBasicCreate?.userErrors ?? [];
  check('shopify: the code taken (userErrors, HTTP 200)', !taken.errors && userErrors[0]?.code === 'TAKEN'
        && taken.data.discountCodeBasicCreate.codeDiscountNode === null, taken);
  const found = await admin.request(byCode, {variables: {code: 'Clients2'}});
  const d = found.data?.codeDiscountNodeByCode;
  check('shopify: read back by its code', d?.id === node?.id && d.codeDiscount.usageLimit === 1
        && d.codeDiscount.customerGets.value.amount.amount === '10.00' && d.codeDiscount.title === 'Voucher (client-ref-2)', found);
  const none = await admin.request(byCode, {variables: {code: 'NOSUCHCODE'}});
  check('shopify: no discount has the code', !none.errors && none.data?.codeDiscountNodeByCode === null, none);
  const bad = await admin.request('{ notAField { id } }');
  check('shopify: a field the schema does not have', bad.errors?.graphQLErrors?.[0]?.extensions?.code === 'undefinedField', bad.errors);
  const denied = await shop('not-the-token').request(byCode, {variables: {code: 'CLIENTS2'}});
  check('shopify: a wrong token', denied.errors?.networkStatusCode === 401, denied.errors);
  const removed = await admin.request(`mutation ($id: ID!) { discountCodeDelete(id: $id) { deletedCodeDiscountId userErrors { field code message } } }`,
                                      {variables: {id: node?.id}});
  check('shopify: discount deleted', removed.data?.discountCodeDelete?.deletedCodeDiscountId === node?.id, removed);
  // The bucket (40 points, hardly restoring) is spent by now: THROTTLED with HTTP 200.
  const throttled = await admin.request(create, {variables: {input: input('CLIENTS3', '10.00')}});
  check('shopify: throttled by the cost bucket', throttled.errors?.graphQLErrors?.[0]?.extensions?.code === 'THROTTLED'
        && throttled.errors?.networkStatusCode === 200 && throttled.extensions?.cost?.throttleStatus?.maximumAvailable === 40, throttled);
}
process.stdout.write(JSON.stringify(out));
