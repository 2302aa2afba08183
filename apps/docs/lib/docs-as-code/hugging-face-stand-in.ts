import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for the two Hugging Face services the Edge Functions guide's functions reach through
 * `@huggingface/inference` 4 with `provider: 'hf-inference'`, answering as that client expects (read from its
 * source: its provider-mapping lookup and its hf-inference provider):
 * - the Hub (`https://huggingface.co`): `GET /api/models/<id>?expand[]=inferenceProviderMapping`, which model
 *   runs on which provider for which task;
 * - the router (`https://router.huggingface.co`): `POST /hf-inference/models/<id>` (text classification, a list of
 *   label lists) and `…/pipeline/feature-extraction` (one vector per input text).
 * Only a token it was given passes. The answers are made up (a vector of the right length, fixed labels): what the
 * stand-in proves is the function's side, that is its requests, token, model names and handling of the answer,
 * never the models.
 */

export const HUB_ORIGIN = 'https://huggingface.co';
export const ROUTER_ORIGIN = 'https://router.huggingface.co';

const MODELS: Record<string, { task: string }> = {
  'distilbert/distilbert-base-uncased-finetuned-sst-2-english': { task: 'text-classification' },
  'sentence-transformers/all-MiniLM-L6-v2': { task: 'feature-extraction' },
};
export const EMBEDDING_DIMENSIONS = 384;

export type HuggingFaceRequest = { service: 'hub' | 'router'; method: string; path: string; body: unknown };

export type HuggingFaceStandIn = {
  /** `outbound` for startProject: each Hugging Face origin and the local address that answers for it. */
  outbound: Record<string, string>;
  /** Every request that came with the right token, in order. */
  requests: HuggingFaceRequest[];
  /** Requests refused for their token. */
  refused: () => number;
  stop: () => Promise<void>;
};

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

/** A stable made-up embedding: the same text always gets the same vector. */
function embeddingOf(text: string): number[] {
  let seed = [...text].reduce((hash, char) => (hash * 31 + (char.codePointAt(0) ?? 0)) % 2_147_483_647, 7);
  return Array.from({ length: EMBEDDING_DIMENSIONS }, () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return Number((seed / 2_147_483_647 - 0.5).toFixed(6));
  });
}

export async function startHuggingFaceStandIn(token: string): Promise<HuggingFaceStandIn> {
  const requests: HuggingFaceRequest[] = [];
  let refused = 0;
  const server: Server = createServer(async (incoming, outgoing) => {
    const send = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
    };
    const url = new URL(incoming.url ?? '/', 'http://stand-in');
    const [, service, ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    if (incoming.headers.authorization !== `Bearer ${token}`) {
      refused += 1;
      return send(401, { error: 'Invalid credentials in Authorization header' });
    }
    const body = await readJson(incoming).catch(() => undefined);
    if (service !== 'hub' && service !== 'router') return send(404, { error: 'Not Found' });
    requests.push({ service, method: incoming.method ?? 'GET', path: `${path}${url.search}`, body });

    const hubModel = /^\/api\/models\/(.+)$/.exec(path)?.[1];
    if (service === 'hub' && hubModel) {
      const model = MODELS[hubModel];
      if (!model) return send(404, { error: 'Repository not found' });
      return send(200, {
        id: hubModel,
        inferenceProviderMapping: {
          'hf-inference': { status: 'live', providerId: hubModel, task: model.task },
        },
      });
    }
    const routed = /^\/hf-inference\/models\/(.+?)(\/pipeline\/([a-z-]+))?$/.exec(path);
    const inputs = (body as { inputs?: unknown } | null)?.inputs;
    if (service === 'router' && routed && typeof inputs === 'string') {
      const [, modelId = '', , pipeline] = routed;
      const task = pipeline ?? MODELS[modelId]?.task;
      if (task === 'text-classification') {
        return send(200, [
          [
            { label: 'POSITIVE', score: 0.9 },
            { label: 'NEGATIVE', score: 0.1 },
          ],
        ]);
      }
      if (task === 'feature-extraction') return send(200, embeddingOf(inputs));
    }
    return send(400, { error: 'The stand-in does not answer this request' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    outbound: { [HUB_ORIGIN]: `${base}/hub`, [ROUTER_ORIGIN]: `${base}/router` },
    requests,
    refused: () => refused,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
