import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import { count } from 'drizzle-orm';
import { APY, apyArgs, apyInstalled, waitForApy } from '../../scripts/apertium';
import { LOOKUP_LIMITS } from '../../upstream/constants';
import { rateLimits, translations } from '../../upstream/db/schema';
import type { Upstream } from '../../upstream/server';
import { freePort } from '../support/free-port';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { createTestDatabase } from '../support/postgres';
import { startStack } from '../support/stack';
import { quantile, time } from './timing';

/**
 * Translated chat (issue 12): send → receive latency when the send is translated by the
 * engine (Apertium's APy, spa → eng), when it reuses a stored translation, and untranslated;
 * then a history page of 20 translated messages read against 20 untranslated ones. Upstream
 * and BFF run in this process (tests/support/stack.ts) on a fresh PostgreSQL database; the
 * bench's own APy runs beside them. Figures are printed, never asserted.
 */
const PASSWORD = 'benchmark password';
/** Samples per kind of send, one at a time: latency, not queueing. */
const SENDS = 150;
/** The pause after a message was received (and its send answered) before the next is sent. */
const PAUSE_MS = 60;
/** Reads of each history page, alternating between the two conversations. */
const READS = 300;
const RECEIVE_TIMEOUT_MS = 10_000;

const SEND = `mutation($input: MessageSendInput!) { messageSend(input: $input) { __typename ... on Error { message } } }`;
const WINDOW = `subscription($id: ID!) { conversationEvents(conversationId: $id) { __typename ... on MessageAddedEvent { message { id text translation { text } } } } }`;
const HISTORY = `query($id: ID!) { node(id: $id) { ... on Conversation { messages(last: 20) { edges { node { id text translation { text sourceLanguage targetLanguage } } } } } } }`;
const SETTINGS = `mutation($input: ConversationTranslationUpdateInput!) { conversationTranslationUpdate(input: $input) { __typename } }`;

/**
 * Spanish sentences none of which was seen before: word lists combined by a mixed index, so
 * consecutive sentences differ in every slot (and so the engine gets a new text each time).
 */
const SUBJECTS = [
  'Mi hermana',
  'El vecino',
  'Nuestra profesora',
  'Mi mejor amigo',
  'La abuela de Pedro',
  'El médico',
  'Tu primo',
  'La camarera',
  'Mi jefe',
  'El panadero',
  'Una chica del barrio',
];
const VERBS = [
  'quiere comprar',
  'ha perdido',
  'siempre busca',
  'nunca encuentra',
  'va a vender',
  'necesita arreglar',
  'está pintando',
  'prefiere alquilar',
  'acaba de recibir',
  'no puede llevar',
  'sueña con tener',
  'me prestó',
];
const OBJECTS = [
  'una bicicleta roja',
  'el coche viejo',
  'un libro de cocina',
  'la llave de la casa',
  'un perro pequeño',
  'las gafas nuevas',
  'una mesa de madera',
  'el abrigo de invierno',
  'un regalo bonito',
  'la guitarra española',
  'unos zapatos cómodos',
  'la maleta azul',
  'un cuadro antiguo',
];
const PLACES = [
  'cerca del mercado',
  'en el centro de la ciudad',
  'junto a la playa',
  'detrás de la iglesia',
  'en la tienda de la esquina',
  'al lado del parque',
  'en el pueblo de sus padres',
];
const TIMES = [
  'esta mañana',
  'el domingo pasado',
  'antes de la cena',
  'cada verano',
  'durante las vacaciones',
  'mañana por la tarde',
  'la semana que viene',
  'después del trabajo',
  'todos los jueves',
];
const lists = [SUBJECTS, VERBS, OBJECTS, PLACES, TIMES];
const COMBINATIONS = lists.reduce((product, list) => product * list.length, 1);
let sentences = 0;
/** The next new sentence (COMBINATIONS of them before one repeats). */
function newSentence() {
  // A multiplier prime to every list length walks the combinations in an order where neighbours share little.
  let index = (sentences++ * 7_919) % COMBINATIONS;
  const words = lists.map((list) => {
    const word = list[index % list.length];
    index = Math.floor(index / list.length);
    return word;
  });
  return `${words.join(' ')}.`;
}

interface Member {
  upstreamId: number;
  userId: string;
  session: GraphQLSession;
}

/** Pack characters credited as a payment credits them (tests/upstream/translation.test.ts `fund`). */
const fundCharacters = (upstream: Upstream, userId: number, characters: number) =>
  upstream.ledger.post(
    { userId, key: `bench-characters-${userId}`, kind: 'coin_purchase', request: { character: characters } },
    async () => ({
      legs: [
        { account: { system: 'sales' as const }, asset: 'character' as const, amount: -characters },
        { account: { userId }, asset: 'character' as const, amount: characters },
      ],
      result: { character: characters },
    }),
  );

const summary = (name: string, samples: number[]) => {
  const at = (q: number) => quantile(samples, q).toFixed(1);
  return `${name.padEnd(44)} n=${String(samples.length).padStart(4)}  p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`;
};

async function startApy(): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  // Its own process group: APy starts a pipeline process per pair, which goes with it.
  const apy: ChildProcess = spawn(APY, apyArgs(port), { stdio: 'ignore', detached: true });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (apy.exitCode !== null || apy.signalCode !== null) return;
    const exited = once(apy, 'exit');
    try {
      process.kill(-apy.pid!, 'SIGTERM');
    } catch {
      apy.kill('SIGTERM');
    }
    await exited;
  };
  try {
    await waitForApy(url);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}

export async function benchTranslation() {
  console.log(
    '\ntranslation: translated chat through the BFF (HTTP and graphql-ws) and upstream in one process, PostgreSQL, Apertium APy as the engine',
  );
  if (!apyInstalled()) {
    console.log('  skipped: Apertium is not installed (bash scripts/install-apertium.sh)');
    return;
  }
  const apy = await startApy();
  const database = await createTestDatabase().catch(async (error) => {
    await apy.stop();
    throw error;
  });
  // The bench's members look conversations up far faster than a person.
  const lookupLimits = {
    ...LOOKUP_LIMITS,
    searchesPerMember: 1e6,
    searchesPerClient: 1e6,
    idsPerMember: 1e6,
    idsPerClient: 1e6,
  };
  const stack = await startStack({
    databaseUrl: database.url,
    lookupLimits,
    translation: { engine: 'apertium', url: apy.url },
  }).catch(async (error) => {
    await database.drop();
    await apy.stop();
    throw error;
  });
  const sockets: Array<{ dispose(): void | Promise<void> }> = [];
  try {
    const { db } = stack.upstream.database;
    const member = async (nickname: string, language: string): Promise<Member> => {
      const email = `${nickname.toLowerCase()}-translation-bench@example.test`;
      const { id } = await stack.upstream.accounts.createMember({ email, password: PASSWORD, nickname, language });
      const session = await new GraphQLSession(stack.bffUrl).login(email, PASSWORD);
      const { data } = await session.request(`{ viewer { user { id } } }`);
      return { upstreamId: id, userId: data.viewer.user.id, session };
    };
    const conversationWith = async (who: Member, other: Member): Promise<string> =>
      (
        await who.session.request(`query($u: ID!) { viewer { conversationWith(userId: $u) { id } } }`, {
          u: other.userId,
        })
      ).data.viewer.conversationWith.id;
    const translationsStored = async () => (await db.select({ n: count() }).from(translations))[0].n;
    const setTranslation = async (who: Member, input: Record<string, unknown>) => {
      const answer = await who.session.request(SETTINGS, { input });
      if (answer.data?.conversationTranslationUpdate?.__typename !== 'ConversationTranslationUpdatePayload')
        throw new Error(`setting failed: ${JSON.stringify(answer)}`);
    };

    const ana = await member('Ana', 'es'); // writes Spanish
    const ben = await member('Ben', 'en'); // reads English
    const carla = await member('Carla', 'es'); // the translated history
    const diego = await member('Diego', 'es'); // the untranslated history
    // Every translated send is paid for by its sender, stored translation or not: far more than the run needs.
    await fundCharacters(stack.upstream, ana.upstreamId, 1_000_000);
    await fundCharacters(stack.upstream, carla.upstreamId, 1_000_000);

    // APy loads a pair's pipeline on its first request (~0.3–1 s): spa → eng warmed straight, before anything is timed.
    for (let n = 0; n < 3; n++) {
      const warm = await fetch(`${apy.url}/translate`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ langpair: 'spa|eng', q: newSentence(), markUnknown: 'no' }),
      });
      if (!warm.ok) throw new Error(`APy did not translate spa|eng: ${warm.status} ${await warm.text()}`);
    }

    // Ben's chat window on Ana: every message she sends reaches it as a MessageAddedEvent.
    const anaToBen = await conversationWith(ana, ben);
    // Ben reads Spanish through his own free allowance unless he says not to: a text sent untranslated stays so.
    const benWithAna = await conversationWith(ben, ana);
    await setTranslation(ben, { conversationId: benWithAna, autoTranslateIncoming: false });
    const client = ben.session.wsClient();
    sockets.push(client);
    const connected = nextConnected(client);
    const window = subscribe(client, WINDOW, { variables: { id: benWithAna } });
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 200));

    let sent = 0;
    /**
     * One message from Ana, timed from just before messageSend to Ben's receipt of it; the
     * next is sent only once both are done, after a pause. The rate limit (CHAT_SEND_LIMIT: 20
     * sends in 10 s per member) is not what is measured: its rows are deleted every 15 sends,
     * between samples and outside the timed span (the limiter still reserves its row in each send).
     */
    const sendOne = async (text: string, translated: boolean) => {
      if (sent % 15 === 0) await db.delete(rateLimits);
      sent++;
      const start = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`no MessageAddedEvent within ${RECEIVE_TIMEOUT_MS} ms for "${text}"`)),
          RECEIVE_TIMEOUT_MS,
        );
      });
      const receipt = (async () => {
        for (;;) {
          const received = (await Promise.race([window.next(), timeout])).data?.conversationEvents;
          if (received?.__typename !== 'MessageAddedEvent') continue;
          const at = performance.now() - start;
          if (received.message.text !== text)
            throw new Error(`Ben received "${received.message.text}", expected "${text}"`);
          const translation = received.message.translation?.text ?? null;
          if (translated !== (translation !== null))
            throw new Error(
              `"${text}" arrived ${translation === null ? 'untranslated' : `translated ("${translation}")`}`,
            );
          return at;
        }
      })().finally(() => clearTimeout(timer));
      receipt.catch(() => {}); // awaited below, once the send answered
      const answer = await ana.session.request(SEND, {
        input: { conversationId: anaToBen, clientId: `t${sent}`, text, ...(translated ? {} : { translate: false }) },
      });
      const answered = performance.now() - start;
      if (answer.data?.messageSend?.__typename !== 'MessageSendPayload')
        throw new Error(`send failed: ${JSON.stringify(answer)}`);
      const latency = await receipt;
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      return { latency, answered };
    };
    const samples = () => ({ latencies: [] as number[], answered: [] as number[] });
    const take = async (into: ReturnType<typeof samples>, text: string, translated: boolean) => {
      const { latency, answered } = await sendOne(text, translated);
      into.latencies.push(latency);
      into.answered.push(answered);
    };

    // Warm-up through every tier (code compiled, pools open), not timed; the repeated text is stored here.
    const REPEATED = 'Me gusta mucho caminar por la montaña con mis amigos los domingos.';
    const warmUp = samples();
    for (const text of [REPEATED, ...Array.from({ length: 10 }, () => newSentence())]) await take(warmUp, text, true);
    for (let n = 0; n < 10; n++) await take(warmUp, newSentence(), false);

    // The three kinds in turn, so drift (other load on the machine, GC) falls on each alike.
    const fresh = samples();
    const stored = samples();
    const plain = samples();
    const before = await translationsStored();
    for (let n = 0; n < SENDS; n++) {
      await take(fresh, newSentence(), true);
      await take(stored, REPEATED, true);
      await take(plain, newSentence(), false);
    }
    const made = (await translationsStored()) - before;
    const p50 = (values: number[]) => quantile(values, 0.5).toFixed(1);
    console.log(
      `send → receive, Ana (es) → Ben (en), one at a time, ${PAUSE_MS} ms apart, the three kinds in turn (${made} translations made for ${SENDS} new texts):`,
    );
    console.log(
      `  ${summary('translated, new text (engine asked)', fresh.latencies)} | send answered p50 ${p50(fresh.answered)} ms`,
    );
    console.log(
      `  ${summary('translated, same text (stored translation)', stored.latencies)} | send answered p50 ${p50(stored.answered)} ms`,
    );
    console.log(
      `  ${summary('untranslated (translate: false)', plain.latencies)} | send answered p50 ${p50(plain.answered)} ms`,
    );
    const added = (kind: typeof fresh) => (quantile(kind.latencies, 0.5) - quantile(plain.latencies, 0.5)).toFixed(1);
    console.log(`  p50 over untranslated: the engine +${added(fresh)} ms, a stored translation +${added(stored)} ms`);

    // History: Carla's 20 messages to Ben all carry a stored translation; Diego's 20 (his outgoing OFF, Ben's automatic
    // translation off) carry none. The same texts.
    const texts = Array.from({ length: 20 }, () => newSentence());
    const diegoToBen = await conversationWith(diego, ben);
    await setTranslation(diego, { conversationId: diegoToBen, outgoing: 'OFF' });
    const untranslatedPage = await conversationWith(ben, diego);
    await setTranslation(ben, { conversationId: untranslatedPage, autoTranslateIncoming: false });
    await db.delete(rateLimits);
    for (const [who, conversationId] of [
      [carla, await conversationWith(carla, ben)],
      [diego, diegoToBen],
    ] as const) {
      for (const [n, text] of texts.entries()) {
        const answer = await who.session.request(SEND, { input: { conversationId, clientId: `h${n}`, text } });
        if (answer.data?.messageSend?.__typename !== 'MessageSendPayload')
          throw new Error(`send failed: ${JSON.stringify(answer)}`);
      }
    }
    const translatedPage = await conversationWith(ben, carla);
    const read = async (id: string, translated: boolean) => {
      const { data, errors } = await ben.session.request(HISTORY, { id });
      const edges = data?.node?.messages?.edges as
        | Array<{ node: { translation: { text: string } | null } }>
        | undefined;
      if (errors || edges?.length !== 20 || edges.some((edge) => (edge.node.translation?.text != null) !== translated))
        throw new Error(`unexpected history: ${JSON.stringify({ data, errors })}`);
    };
    for (let n = 0; n < 30; n++) {
      await read(translatedPage, true);
      await read(untranslatedPage, false);
    }
    // Alternating, so drift (GC, the database's caches) falls on both alike.
    const withTranslations: number[] = [];
    const without: number[] = [];
    for (let n = 0; n < READS; n++) {
      withTranslations.push(...(await time(1, () => read(translatedPage, true))));
      without.push(...(await time(1, () => read(untranslatedPage, false))));
    }
    const ratio = quantile(withTranslations, 0.5) / quantile(without, 0.5);
    console.log(`history page messages(last: 20), read by Ben over HTTP:`);
    console.log(`  ${summary('20 messages with a stored translation', withTranslations)}`);
    console.log(`  ${summary('20 untranslated messages', without)}`);
    console.log(
      `  cached history read p50 ${ratio.toFixed(2)}× the untranslated read (goal ≤ 1.2×): ${ratio <= 1.2 ? 'met' : 'NOT met'}`,
    );
  } finally {
    for (const socket of sockets) await socket.dispose();
    await stack.stop();
    await database.drop();
    await apy.stop();
  }
}

if (require.main === module) {
  benchTranslation().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
