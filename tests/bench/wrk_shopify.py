"""Writes a wrk Lua script of N pre-signed Shopify orders/create deliveries for benchmarking intake:
  python3 wrk_shopify.py SAMPLE.json SECRET N PREFIX [REPEAT_EVERY] [STOP] > script.lua
Every REPEAT_EVERY-th delivery (default 10; 0: none) repeats the previous event under a new webhook id.
PREFIX keeps the events of one script apart from another's. STOP=1: wrk stops once all N were answered
(to fill a backlog); otherwise the script cycles through the N deliveries."""
import base64, hashlib, hmac, json, sys, uuid

sample, secret, n, prefix = sys.argv[1], sys.argv[2].encode(), int(sys.argv[3]), sys.argv[4]
repeat = int(sys.argv[5]) if len(sys.argv) > 5 else 10
stop = len(sys.argv) > 6 and sys.argv[6] == "1"
o = json.load(open(sample))
print("reqs = {}")
for i in range(n):
    ev = i - 1 if repeat and i % repeat == 0 and i > 0 else i
    o["id"] = 100000 + ev
    o["admin_graphql_api_id"] = "gid://shopify/Order/%d" % (100000 + ev)  # the flows' operation key
    o["name"] = "#%d" % (1000 + ev)
    raw = json.dumps(o, separators=(",", ":"))
    mac = base64.b64encode(hmac.new(secret, raw.encode(), hashlib.sha256).digest()).decode()
    hdr = {"Content-Type": "application/json", "X-Shopify-Topic": "orders/create", "X-Shopify-Hmac-Sha256": mac,
           "X-Shopify-Shop-Domain": "bench.myshopify.com", "X-Shopify-Webhook-Id": str(uuid.uuid4()),
           "X-Shopify-Event-Id": "%s-%d" % (prefix, ev), "X-Shopify-Triggered-At": "2026-12-01T12:00:00.000Z"}
    print("reqs[%d] = wrk.format('POST', '/webhooks/shopify', {%s}, %s)" % (
        i + 1, ",".join("[%s]=%s" % (json.dumps(k), json.dumps(v)) for k, v in hdr.items()), json.dumps(raw)))
print("counter = 0\nanswered = 0")
print("request = function()\n  counter = counter + 1\n  return reqs[((counter - 1) %% %d) + 1]\nend" % n)
if stop:
    print("response = function(status, headers, body)\n  answered = answered + 1\n"
          "  if answered >= %d then wrk.thread:stop() end\nend" % n)
