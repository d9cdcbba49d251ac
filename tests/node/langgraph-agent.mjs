// SPDX-License-Identifier: GPL-3.0-or-later
// A LangGraph.js agent asking Runledger to act (docs/api.md), for tst_api.
// Its node calls the intended-action API, waits for the operation to rest and
// interrupt()s while a person approves; the run is resumed with
// Command({ resume }) when the test writes "resume" on stdin, and the node
// runs again from its first line. A second graph's node times out on its first
// call (the answer comes late) and its retryPolicy calls again.
// Prints one JSON line per phase: {"phase": …, …}.
// Environment: RUNLEDGER_URL, RUNLEDGER_TOKEN, FLOW; ORDER and ORDER2, the
// bodies of the first and the second graph (two orders).
import { Annotation, Command, END, MemorySaver, START, StateGraph, interrupt } from "@langchain/langgraph";
import { createInterface } from "node:readline";

const base = process.env.RUNLEDGER_URL;
const headers = { Authorization: `Bearer ${process.env.RUNLEDGER_TOKEN}`, "Content-Type": "application/json" };
const order = JSON.parse(process.env.ORDER);
const order2 = JSON.parse(process.env.ORDER2);
const flow = process.env.FLOW;
const say = (o) => process.stdout.write(JSON.stringify(o) + "\n");

let nodeRuns = 0;
let posts = 0;
const statuses = [];

async function ask(body, timeoutMs) {
  posts += 1;
  const res = await fetch(`${base}/v1/flows/${flow}/operations`, {
    method: "POST", headers, body: JSON.stringify(body),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  });
  statuses.push(res.status);
  if (res.status !== 200 && res.status !== 201) throw new Error(`Runledger answered ${res.status}: ${await res.text()}`);
  return res.json();
}

const read = async (location) => (await fetch(`${base}${location}?wait=60`, { headers })).json();

const State = Annotation.Root({ operation: Annotation() });

async function followUp() {
  nodeRuns += 1; // counts every start of the node, the resumed one too
  const made = await ask(order);
  let view = await read(made.location);
  if (view.state === "awaiting_approval" || view.state === "held") {
    const decided = interrupt({ operation: view.id, state: view.state });
    view = await read(view.location);
    view.resumedWith = decided;
  }
  return { operation: view };
}

let firstTry = true;
async function impatient() {
  // The first call gives up after 1 ms, while Runledger records it anyway:
  // the retry must find the same operation.
  const timeout = firstTry ? 1 : 0;
  firstTry = false;
  const made = await ask(order2, timeout);
  return { operation: await read(made.location) };
}

const input = createInterface({ input: process.stdin });
const lines = input[Symbol.asyncIterator]();

const graph = new StateGraph(State).addNode("followUp", followUp).addEdge(START, "followUp").addEdge("followUp", END)
  .compile({ checkpointer: new MemorySaver() });
const config = { configurable: { thread_id: "order-run-1" } };
const paused = await graph.invoke({}, config);
const waiting = paused.__interrupt__?.[0]?.value;
say({ phase: "interrupted", interrupted: Boolean(waiting), operation: waiting?.operation, state: waiting?.state, nodeRuns });
const next = await lines.next();
if (next.value?.trim() !== "resume")
  process.exit(3);
const done = await graph.invoke(new Command({ resume: "approved" }), config);
say({ phase: "resumed", nodeRuns, posts, statuses, operation: done.operation });

posts = 0;
statuses.length = 0;
const retrying = new StateGraph(State)
  .addNode("impatient", impatient, { retryPolicy: { maxAttempts: 3, initialInterval: 0.2, retryOn: () => true } })
  .addEdge(START, "impatient").addEdge("impatient", END).compile();
const again = await retrying.invoke({});
say({ phase: "retried", posts, statuses, operation: again.operation });
input.close();
