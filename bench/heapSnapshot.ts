// A V8 heap snapshot (HeapProfiler.takeHeapSnapshot) summed by what its nodes are, for bench/longplay.ts.
//
// Compiled code is counted apart from data, and the compiled code of scripts without a URL apart again:
// those are Playwright's — its injected script (locators, clicks, waitForFunction's polling and result
// serialization) and its fake clock — since the app's CSP allows no eval, every script of the app has a
// URL. They share the page's heap, so they are in "the JS heap" a bench reads, but a member's browser
// runs none of them.

export interface HeapParts {
  /** Objects, arrays, strings, closures, shapes, V8's internal tables: what the app keeps. */
  dataBytes: number;
  /** V8's compiled code (bytecode, baseline and optimized code), Playwright's included. */
  codeBytes: number;
  /** The part of `codeBytes` that belongs to functions of scripts without a URL (Playwright's). */
  harnessCodeBytes: number;
  /** Blink's objects (DOM, CSS, performance entries, DevTools buffers): not on the JS heap. */
  nativeBytes: number;
}

export interface HeapSnapshot {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] };
  };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/**
 * How far up the retainers a code object is followed to the function it was compiled for: machine
 * code ← Code ← the closure, or ← a feedback vector ← the closure, or ← a wrapper on the way.
 */
const OWNER_DEPTH = 4;

/** Reads the snapshot's flat arrays: each node's fields, its outgoing edges, and who retains it. */
function graph(snapshot: HeapSnapshot) {
  const { meta } = snapshot.snapshot;
  const nodeWidth = meta.node_fields.length;
  const edgeWidth = meta.edge_fields.length;
  const field = (name: string) => meta.node_fields.indexOf(name);
  const [TYPE, NAME, SIZE, EDGES] = ['type', 'name', 'self_size', 'edge_count'].map(field) as [
    number,
    number,
    number,
    number,
  ];
  const [EDGE_TYPE, EDGE_NAME, EDGE_TO] = ['type', 'name_or_index', 'to_node'].map((name) =>
    meta.edge_fields.indexOf(name),
  ) as [number, number, number];
  const nodeKinds = meta.node_types[0];
  const edgeKinds = meta.edge_types[0];
  const { nodes, edges, strings } = snapshot;
  const count = nodes.length / nodeWidth;

  const firstEdge = new Uint32Array(count + 1);
  for (let node = 0; node < count; node += 1)
    firstEdge[node + 1] = (firstEdge[node] ?? 0) + (nodes[node * nodeWidth + EDGES] ?? 0);
  const target = (edge: number) => (edges[edge * edgeWidth + EDGE_TO] ?? 0) / nodeWidth;

  // Retainers, as a compressed list: node n's are retainers[firstRetainer[n] .. firstRetainer[n + 1]).
  const firstRetainer = new Uint32Array(count + 1);
  const edgeCount = edges.length / edgeWidth;
  for (let edge = 0; edge < edgeCount; edge += 1) {
    const slot = target(edge) + 1;
    firstRetainer[slot] = (firstRetainer[slot] ?? 0) + 1;
  }
  for (let node = 0; node < count; node += 1)
    firstRetainer[node + 1] = (firstRetainer[node + 1] ?? 0) + (firstRetainer[node] ?? 0);
  const retainers = new Uint32Array(edgeCount);
  const filled = firstRetainer.slice(0, count);
  for (let node = 0; node < count; node += 1) {
    for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += 1) {
      const to = target(edge);
      retainers[filled[to] ?? 0] = node;
      filled[to] = (filled[to] ?? 0) + 1;
    }
  }

  return {
    count,
    kind: (node: number) => nodeKinds[nodes[node * nodeWidth + TYPE] ?? 0] ?? '',
    name: (node: number) => strings[nodes[node * nodeWidth + NAME] ?? 0] ?? '',
    size: (node: number) => nodes[node * nodeWidth + SIZE] ?? 0,
    /** The node an outgoing property edge called `name` leads to. */
    property(node: number, name: string): number | undefined {
      for (let edge = firstEdge[node] ?? 0; edge < (firstEdge[node + 1] ?? 0); edge += 1) {
        const kind = edgeKinds[edges[edge * edgeWidth + EDGE_TYPE] ?? 0];
        if (kind === 'element' || kind === 'hidden') continue; // their name is an index
        if (strings[edges[edge * edgeWidth + EDGE_NAME] ?? 0] === name) return target(edge);
      }
      return undefined;
    },
    retainersOf: (node: number) => retainers.subarray(firstRetainer[node], firstRetainer[node + 1]),
  };
}

export function heapParts(snapshot: HeapSnapshot): HeapParts {
  const heap = graph(snapshot);
  const isFunctionInfo = (node: number) => heap.name(node).startsWith('system / SharedFunctionInfo');

  /** The SharedFunctionInfo behind a closure or itself; undefined for anything else. */
  function functionInfo(node: number): number | undefined {
    if (isFunctionInfo(node)) return node;
    return heap.kind(node) === 'closure' ? heap.property(node, 'shared') : undefined;
  }

  const urlless = new Map<number, boolean>();
  /** Whether a function's script has no URL (Playwright's); false when it has no script at all. */
  function ofUrllessScript(info: number): boolean {
    let answer = urlless.get(info);
    if (answer === undefined) {
      const script = heap.property(info, 'script');
      const url = script === undefined ? undefined : heap.property(script, 'name');
      answer = script !== undefined && (url === undefined || heap.name(url) === '');
      urlless.set(info, answer);
    }
    return answer;
  }

  /** The nearest function among a code object's retainers, breadth first. */
  function owner(code: number): number | undefined {
    let level = [code];
    const seen = new Set(level);
    for (let depth = 0; depth < OWNER_DEPTH; depth += 1) {
      const next: number[] = [];
      for (const node of level) {
        for (const retainer of heap.retainersOf(node)) {
          if (seen.has(retainer)) continue;
          seen.add(retainer);
          const info = functionInfo(retainer);
          if (info !== undefined) return info;
          next.push(retainer);
        }
      }
      level = next;
    }
    return undefined;
  }

  const parts: HeapParts = { dataBytes: 0, codeBytes: 0, harnessCodeBytes: 0, nativeBytes: 0 };
  for (let node = 0; node < heap.count; node += 1) {
    const kind = heap.kind(node);
    const bytes = heap.size(node);
    if (kind === 'code') {
      parts.codeBytes += bytes;
      // A function's own info record is code-kind too, and is the function's, not its owner's.
      const info = isFunctionInfo(node) ? node : bytes > 0 ? owner(node) : undefined;
      if (info !== undefined && ofUrllessScript(info)) parts.harnessCodeBytes += bytes;
    } else if (kind === 'native' && !heap.name(node).startsWith('system /')) parts.nativeBytes += bytes;
    else parts.dataBytes += bytes;
  }
  return parts;
}
