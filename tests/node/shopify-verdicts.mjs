// SPDX-License-Identifier: GPL-3.0-or-later
// What @shopify/shopify-api itself says of Shopify deliveries under both
// header sets: X-Shopify-… (webhooks) and shopify-… (Events).
// tst_endtoend shopifyVerdictsAgreeWithShopifysLibrary sends the same
// requests to intake and compares. Usage: SHOPIFY_SECRET=… node
// shopify-verdicts.mjs BODY_FILE; prints [{name, headers, valid, reason}].
import '@shopify/shopify-api/adapters/web-api';
import {shopifyApi, ApiVersion, LogSeverity} from '@shopify/shopify-api';
import {createHmac} from 'node:crypto';
import {readFileSync} from 'node:fs';

const secret = process.env.SHOPIFY_SECRET;
const body = readFileSync(process.argv[2]);
const shopify = shopifyApi({
  apiKey: 'runledger-test',
  apiSecretKey: secret,
  scopes: [],
  hostName: 'localhost',
  apiVersion: ApiVersion.October25,
  isEmbeddedApp: false,
  logger: {level: LogSeverity.Error, log: async () => {}},
});
const sign = (bytes) => createHmac('sha256', secret).update(bytes).digest('base64');

function headers(prefix, n, changes = {}) {
  const h = {};
  const names = {
    'Hmac-Sha256': sign(body),
    'Topic': 'orders/create',
    'Shop-Domain': 'example-shop.myshopify.com',
    'Webhook-Id': `whk-node-${n}`,
    'Event-Id': `evt-node-${n}`,
    'Triggered-At': '2026-11-29T15:00:00.000Z',
    'API-Version': '2025-10',
  };
  for (const [name, value] of Object.entries(names)) h[prefix + name] = value;
  // A change replaces the header of that name in any case, or drops it (null).
  for (const [name, value] of Object.entries(changes)) {
    for (const key of Object.keys(h)) {
      if (key.toLowerCase() === name.toLowerCase()) delete h[key];
    }
    if (value !== null) h[name] = value;
  }
  return h;
}

const other = Buffer.from('{"id":1}');
const cases = [
  ['webhook headers, signed', headers('X-Shopify-', 1)],
  ['Events headers, signed', headers('shopify-', 2)],
  ['Events headers in title case, signed', headers('Shopify-', 3)],
  ['webhook headers, signature of another body', headers('X-Shopify-', 4, {'X-Shopify-Hmac-Sha256': sign(other)})],
  ['Events headers, signature of another body', headers('shopify-', 5, {'shopify-hmac-sha256': sign(other)})],
  ['Events headers, signature not base64', headers('shopify-', 6, {'shopify-hmac-sha256': 'not a signature'})],
  ['webhook headers, no signature', headers('X-Shopify-', 7, {'X-Shopify-Hmac-Sha256': null})],
  ['Events headers, no signature', headers('shopify-', 8, {'shopify-hmac-sha256': null})],
  ['Events headers, signed with another secret', headers('shopify-', 9, {
    'shopify-hmac-sha256': createHmac('sha256', secret + 'x').update(body).digest('base64')})],
];

const out = [];
for (const [name, h] of cases) {
  const request = new Request('https://localhost/webhooks/shopify', {
    method: 'POST', headers: {'Content-Type': 'application/json', ...h}, body});
  const verdict = await shopify.webhooks.validate({rawBody: body.toString('utf8'), rawRequest: request});
  out.push({name, headers: h, valid: verdict.valid, reason: verdict.reason ?? ''});
}
process.stdout.write(JSON.stringify(out));
