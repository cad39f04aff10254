/*
 * What every bench phase shares: how long and how hard to measure (BENCH_DURATION, BENCH_ROUNDS,
 * BENCH_CONNECTIONS), the targets, autocannon against /graphql, and the printed tables.
 */
import autocannon from 'autocannon';
import { Kind, print, type DefinitionNode, type DocumentNode, type OperationDefinitionNode, type SelectionNode, type VariableDefinitionNode } from 'graphql';

export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
/** The side-by-side comparison alternates bare and full in rounds, so load drift hits both alike. */
export const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
export const WARM_UP = Math.min(3, DURATION);
export const TIME_ZONE = 'America/New_York';

export const TARGETS = { ratio: 0.5, p99Ms: 25, yearP99Ms: 5, reportsP99Ms: 50, pageUnderNoiseP99Ms: 50, volumeP99Ms: 20, volumePageKb: 100 };

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

export async function measure(name: string, url: string, body: string, { duration = DURATION, connections = CONNECTIONS, cookie }: { duration?: number; connections?: number; cookie?: string } = {}): Promise<Measurement> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body,
    connections,
    duration,
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
export function median(name: string, rounds: Measurement[]): Measurement {
  return {
    name,
    requestsPerSecond: middle(rounds.map((m) => m.requestsPerSecond)),
    p50: middle(rounds.map((m) => m.p50)),
    p99: middle(rounds.map((m) => m.p99)),
    non2xx: rounds.reduce((sum, m) => sum + m.non2xx, 0),
    errors: rounds.reduce((sum, m) => sum + m.errors, 0),
  };
}

export const warmUp = (url: string, body: string, cookie?: string) => measure('warm-up', url, body, { duration: WARM_UP, cookie });

/** One operation holding the selections of several client operations (what the home page reads). */
export function mergeOperations(name: string, documents: DocumentNode[]): DocumentNode {
  const operations = documents.flatMap((document) => document.definitions.filter((d: DefinitionNode): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION));
  const variables = new Map<string, VariableDefinitionNode>();
  const selections: SelectionNode[] = [];
  for (const operation of operations) {
    for (const variable of operation.variableDefinitions ?? []) variables.set(variable.variable.name.value, variable);
    selections.push(...operation.selectionSet.selections);
  }
  return {
    kind: Kind.DOCUMENT,
    definitions: [
      {
        kind: Kind.OPERATION_DEFINITION,
        operation: 'query' as OperationDefinitionNode['operation'],
        name: { kind: Kind.NAME, value: name },
        variableDefinitions: [...variables.values()],
        selectionSet: { kind: Kind.SELECTION_SET, selections },
      } as OperationDefinitionNode,
    ],
  };
}

export const request = (document: DocumentNode, variables: Record<string, unknown> = {}) => JSON.stringify({ query: print(document), variables });

export async function post(url: string, body: string, cookie?: string) {
  const response = await fetch(`${url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body });
  const text = await response.text();
  const json = JSON.parse(text) as { data?: unknown; errors?: unknown[] };
  if (!response.ok || json.errors?.length) throw new Error(`The bench query failed: ${text.slice(0, 500)}`);
  return text;
}

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const check = (ok: boolean) => (ok ? '✓' : '✗');

export function table(headers: string[], rows: string[][]) {
  const widths = headers.map((header, i) => Math.max(header.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('   ');
  console.log(line(headers));
  console.log(widths.map((width) => '─'.repeat(width)).join('   '));
  for (const row of rows) console.log(line(row));
}
