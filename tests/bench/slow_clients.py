#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Honest deliveries while many slow clients hold connections (by hand).

Starts nothing: point it at a running `runledgerctl serve` whose Shopify
secret is SECRET. N slow clients each open a connection, send half a header
block and then one byte every few seconds, and reconnect as soon as they are
closed; meanwhile one honest client sends a signed delivery every 100 ms on a
fresh connection and waits up to 5 s for its answer. Prints how many honest
deliveries were answered 200 and how long they took.

    python3 tests/bench/slow_clients.py 127.0.0.1:8080 SECRET 2000 30
"""
import base64, hashlib, hmac, json, selectors, socket, statistics, sys, threading, time

host, port = sys.argv[1].rsplit(":", 1)
port = int(port)
secret = sys.argv[2].encode()
slow_count = int(sys.argv[3])
duration = float(sys.argv[4])
stop = time.time() + duration

def slow_clients():
    sel = selectors.DefaultSelector()
    opened = closed = 0
    def open_one():
        nonlocal opened
        s = socket.socket()
        s.setblocking(False)
        try:
            s.connect_ex((host, port))
        except OSError:
            return
        sel.register(s, selectors.EVENT_READ | selectors.EVENT_WRITE, {"sent": False, "next": time.time()})
        opened += 1
    for _ in range(slow_count):
        open_one()
    while time.time() < stop:
        for key, ev in sel.select(timeout=0.2):
            s, st = key.fileobj, key.data
            if ev & selectors.EVENT_READ:
                try:
                    data = s.recv(4096)
                except OSError:
                    data = b""
                if not data:
                    sel.unregister(s); s.close(); closed += 1
                    open_one()
                    continue
            if ev & selectors.EVENT_WRITE and not st["sent"]:
                try:
                    s.send(b"POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nX-Shopify-Topic: orders/cr")
                except OSError:
                    pass
                st["sent"] = True
                sel.modify(s, selectors.EVENT_READ, st)
        now = time.time()
        for key in list(sel.get_map().values()):
            st = key.data
            if st["sent"] and now >= st["next"]:
                try:
                    key.fileobj.send(b"e")
                except OSError:
                    pass
                st["next"] = now + 3
    print(f"slow clients: {slow_count} held at once, {opened} connections opened, {closed} closed by the server")

def honest():
    body = json.dumps({"id": 1, "name": "#1001", "email": "a@example.com"}).encode()
    ok = failed = 0
    times = []
    i = 0
    while time.time() < stop:
        i += 1
        sig = base64.b64encode(hmac.new(secret, body, hashlib.sha256).digest())
        req = (b"POST /webhooks/shopify HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\n"
               b"X-Shopify-Topic: orders/create\r\nX-Shopify-Hmac-Sha256: " + sig +
               b"\r\nX-Shopify-Shop-Domain: example-shop.myshopify.com\r\nX-Shopify-Webhook-Id: slow-" + str(i).encode() +
               b"\r\nX-Shopify-Event-Id: slow-" + str(i).encode() +
               b"\r\nX-Shopify-Triggered-At: 2026-11-29T15:00:00.000Z\r\nContent-Length: " + str(len(body)).encode() +
               b"\r\n\r\n" + body)
        t = time.time()
        try:
            with socket.create_connection((host, port), timeout=5) as s:
                s.sendall(req)
                answer = s.recv(64)
            if answer.startswith(b"HTTP/1.1 200"):
                ok += 1
                times.append(time.time() - t)
            else:
                failed += 1
        except OSError:
            failed += 1
        time.sleep(0.1)
    p = lambda q: sorted(times)[int(q * (len(times) - 1))] * 1000 if times else float("nan")
    print(f"honest deliveries: {ok} answered 200, {failed} failed ({100.0 * ok / max(1, ok + failed):.1f} % success); "
          f"latency median {p(0.5):.1f} ms, p99 {p(0.99):.1f} ms, max {p(1.0):.1f} ms")

t = threading.Thread(target=slow_clients)
t.start()
time.sleep(2)  # let the slow clients take their connections first
honest()
t.join()
