import { heapParts, type HeapSnapshot } from './heapSnapshot';

const NODE_KINDS = ['hidden', 'array', 'string', 'object', 'code', 'closure', 'native'];
const EDGE_KINDS = ['context', 'element', 'property', 'internal', 'hidden', 'weak'];

interface Node {
  kind: string;
  name: string;
  size: number;
  /** Outgoing edges: [edge kind, property name, target node's key]. */
  edges?: [string, string, string][];
}

/** A snapshot in V8's flat format from nodes keyed by a label. */
function snapshotOf(graph: Record<string, Node>): HeapSnapshot {
  const keys = Object.keys(graph);
  const strings: string[] = [];
  const stringId = (text: string) => {
    if (!strings.includes(text)) strings.push(text);
    return strings.indexOf(text);
  };
  const nodes: number[] = [];
  const edges: number[] = [];
  keys.forEach((key, id) => {
    const node = graph[key] as Node;
    const out = node.edges ?? [];
    nodes.push(NODE_KINDS.indexOf(node.kind), stringId(node.name), id, node.size, out.length);
    for (const [kind, name, to] of out)
      edges.push(EDGE_KINDS.indexOf(kind), stringId(name), keys.indexOf(to) * 5);
  });
  return {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_KINDS],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_KINDS],
      },
    },
    nodes,
    edges,
    strings,
  };
}

/** One function of a script at `url`, with its machine code (a Code and its instructions). */
function functionOf(prefix: string, url: string | undefined, codeSize: number): Record<string, Node> {
  const script: Node = {
    kind: 'code',
    name: 'system / Script',
    size: 10,
    edges: url === undefined ? [] : [['property', 'name', `${prefix}-url`]],
  };
  return {
    [`${prefix}-closure`]: {
      kind: 'closure',
      name: prefix,
      size: 32,
      edges: [
        ['property', 'shared', `${prefix}-info`],
        ['internal', 'code', `${prefix}-code`],
      ],
    },
    [`${prefix}-info`]: {
      kind: 'code',
      name: `system / SharedFunctionInfo / ${prefix}`,
      size: 40,
      edges: [['property', 'script', `${prefix}-script`]],
    },
    [`${prefix}-script`]: script,
    ...(url === undefined ? {} : { [`${prefix}-url`]: { kind: 'string', name: url, size: 16 } }),
    [`${prefix}-code`]: {
      kind: 'code',
      name: 'system / Code',
      size: 100,
      edges: [['internal', 'instruction_stream', `${prefix}-instructions`]],
    },
    [`${prefix}-instructions`]: { kind: 'code', name: 'system / InstructionStream', size: codeSize },
  };
}

describe('heapParts (bench/longplay.ts)', () => {
  const snapshot = snapshotOf({
    root: {
      kind: 'hidden',
      name: '(GC roots)',
      size: 0,
      edges: [
        ['element', '1', 'app-closure'],
        ['element', '2', 'harness-closure'],
        ['element', '3', 'state'],
        ['element', '4', 'div'],
      ],
    },
    ...functionOf('app', 'http://localhost:4395/assets/GamePage.js', 1_000),
    ...functionOf('harness', '', 2_000),
    state: { kind: 'object', name: 'Object', size: 60, edges: [['internal', 'map', 'blink-table']] },
    'blink-table': { kind: 'native', name: 'system / ExternalStringData', size: 7 },
    div: { kind: 'native', name: 'HTMLDivElement', size: 500 },
  });

  it('counts compiled code apart from data, and Blink objects apart from both', () => {
    const parts = heapParts(snapshot);
    // Each function: its info record 40, script 10, Code 100 and its instructions.
    expect(parts.codeBytes).toBe(150 + 1_000 + 150 + 2_000);
    // Two closures, one URL string (the empty one is 16 too), the object and V8's own native table.
    expect(parts.dataBytes).toBe(32 * 2 + 16 * 2 + 60 + 7);
    expect(parts.nativeBytes).toBe(500);
  });

  it('gives the code of functions whose script has no URL (Playwright’s) to the harness', () => {
    expect(heapParts(snapshot).harnessCodeBytes).toBe(150 + 2_000);
  });

  it('treats a script without a name like one with an empty name, and a function without a script as the app’s', () => {
    const nameless = snapshotOf({ ...functionOf('clock', undefined, 700) });
    expect(heapParts(nameless).harnessCodeBytes).toBe(150 + 700);
    const scriptless = functionOf('builtin', 'x', 300);
    const info = scriptless['builtin-info'] as Node;
    info.edges = [];
    expect(heapParts(snapshotOf(scriptless)).harnessCodeBytes).toBe(0);
  });
});
