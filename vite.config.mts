import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { parse as parseMessage } from '@formatjs/icu-messageformat-parser';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import relay from 'vite-plugin-relay';
import { STAFF_MESSAGE_DOMAINS } from './web/src/i18n/messages/staffDomains';

const bff = process.env.BFF_URL ?? 'http://127.0.0.1:4000';

/** `web/src/i18n/messages/<domain>/<language>.ts` */
const MESSAGE_FILE = /[\\/]i18n[\\/]messages[\\/]([^\\/]+)[\\/]([\w-]+)\.ts$/;
/**
 * A language's messages from every members' domain go in one chunk: a language switch is one request. The staff
 * console's go in a chunk of their own, which members never download.
 */
function messagesChunk(moduleId: string) {
  const [, domain, language] = MESSAGE_FILE.exec(moduleId) ?? [];
  if (!language) return null;
  return STAFF_MESSAGE_DOMAINS.includes(domain) ? `messages-staff-${language}` : `messages-${language}`;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Below this, compressing saves less than the bytes of a request's headers. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, at the
 * strongest settings (done once here, not per request), for bff/web-client.ts to send to
 * browsers that accept them. A variant no smaller than the file is not written.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'across:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true }))
        .map((name) => path.join(outDir, name))
        .filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < MIN_COMPRESS_BYTES) return;
          const content = await readFile(file);
          const variants: Array<[string, Buffer]> = [
            [
              '.br',
              await brotli(content, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: 11,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
            ],
            ['.gz', await gzipAsync(content, { level: 9 })],
          ];
          for (const [suffix, compressed] of variants)
            if (compressed.length < content.length) await writeFile(file + suffix, compressed);
        }),
      );
    },
  };
}

/**
 * Ships each catalogue file already parsed (formatjs's precompiled messages: ASTs that
 * IntlProvider takes as they are), so react-intl's message parser can stay out of the
 * first download (the alias below swaps it for its no-parser build). A message that does
 * not parse fails the build.
 */
function precompiledMessages(): Plugin {
  return {
    name: 'across:precompiled-messages',
    enforce: 'post', // after TypeScript is stripped: the file is plain JavaScript without imports
    async transform(code, id) {
      if (!MESSAGE_FILE.test(id)) return null;
      const { default: messages } = (await import(
        `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
      )) as { default: Record<string, string> };
      const parsed = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, parseMessage(message)]));
      return { code: `export default JSON.parse(${JSON.stringify(JSON.stringify(parsed))});`, map: null };
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), relay, precompiledMessages(), precompress()],
  resolve: {
    // Relay's hooks entry: the same functions without the legacy containers (QueryRenderer,
    // createFragmentContainer ...) we never use, which `react-relay` bundles whole (CommonJS).
    alias: [
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      { find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The vendor chunk (React, the router, react-intl) is about 280 kB minified, Relay's 230 kB; warn past either.
    chunkSizeWarningLimit: 300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: messagesChunk, debugName: 'messages' },
            // The libraries change less often than our code: their chunks stay cached across releases. First what
            // every page starts with (React, the router, react-intl), then Relay and what only it uses, which a
            // visitor's login page does without until after it shows (main.tsx).
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            {
              name: 'relay',
              test: /[\\/]node_modules[\\/](relay-runtime|react-relay|@babel[\\/]runtime|fbjs|invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/graphql': { target: bff, ws: true, changeOrigin: false }, '/healthz': { target: bff } },
  },
});
