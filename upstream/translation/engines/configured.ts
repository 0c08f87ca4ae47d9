import type { TranslationEngine } from '../engine';
import { ApertiumEngine, type ApertiumConfig } from './apertium';
import { AZURE_TRANSLATOR_URL, AzureTranslatorEngine, type AzureTranslatorConfig } from './azure';
import { DeepLEngine, type DeepLConfig } from './deepl';
import { GoogleTranslateEngine, type GoogleTranslateConfig } from './google';
import { LibreTranslateEngine, type LibreTranslateConfig } from './libretranslate';

export type { AzureTranslatorConfig, DeepLConfig, GoogleTranslateConfig, LibreTranslateConfig };

/** The engine chosen by TRANSLATION_ENGINE (Apertium by default), with its settings. */
export type EngineConfig =
  | ({ engine: 'apertium' } & ApertiumConfig)
  | ({ engine: 'libretranslate' } & LibreTranslateConfig)
  | ({ engine: 'deepl' } & DeepLConfig)
  | ({ engine: 'google' } & GoogleTranslateConfig)
  | ({ engine: 'azure' } & AzureTranslatorConfig);

export const ENGINES = ['apertium', 'libretranslate', 'deepl', 'google', 'azure'] as const;

/** An engine's required setting, or a clear refusal naming the variable. */
function required(env: NodeJS.ProcessEnv, name: string, engine: string): string {
  const value = env[name]?.trim();
  if (!value) throw new Error(`TRANSLATION_ENGINE=${engine} needs ${name} to be set`);
  return value;
}
const optional = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() || undefined;

/**
 * The engine's settings from the environment: Apertium's APy at APERTIUM_URL unless
 * TRANSLATION_ENGINE names a cloud engine; undefined when Apertium is chosen but not there
 * (translation then says it is not available); an Error when TRANSLATION_ENGINE names an
 * unknown engine or the chosen one lacks its key or URL.
 */
export function engineConfigFromEnv(env: NodeJS.ProcessEnv = process.env): EngineConfig | undefined {
  const engine = env.TRANSLATION_ENGINE?.trim().toLowerCase() || 'apertium';
  switch (engine) {
    case 'apertium': {
      const url = optional(env, 'APERTIUM_URL');
      return url ? { engine, url } : undefined;
    }
    case 'libretranslate':
      return {
        engine,
        url: required(env, 'LIBRETRANSLATE_URL', engine),
        apiKey: optional(env, 'LIBRETRANSLATE_API_KEY'),
      };
    case 'deepl':
      return { engine, authKey: required(env, 'DEEPL_AUTH_KEY', engine), url: optional(env, 'DEEPL_API_URL') };
    case 'google':
      return {
        engine,
        apiKey: required(env, 'GOOGLE_TRANSLATE_API_KEY', engine),
        url: optional(env, 'GOOGLE_TRANSLATE_URL'),
      };
    case 'azure':
      return {
        engine,
        key: required(env, 'AZURE_TRANSLATOR_KEY', engine),
        region: optional(env, 'AZURE_TRANSLATOR_REGION'),
        url: optional(env, 'AZURE_TRANSLATOR_URL') ?? AZURE_TRANSLATOR_URL,
      };
    default:
      throw new Error(`TRANSLATION_ENGINE must be one of ${ENGINES.join(', ')}; got "${env.TRANSLATION_ENGINE}"`);
  }
}

/** The adapter for an engine's settings. */
export function createEngine(config: EngineConfig): TranslationEngine {
  switch (config.engine) {
    case 'apertium':
      return new ApertiumEngine(config);
    case 'libretranslate':
      return new LibreTranslateEngine(config);
    case 'deepl':
      return new DeepLEngine(config);
    case 'google':
      return new GoogleTranslateEngine(config);
    case 'azure':
      return new AzureTranslatorEngine(config);
  }
}
