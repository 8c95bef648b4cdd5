// Types for cli-args.mjs (the commands' shared argument handling).
import type { ParseArgsConfig } from 'node:util';

export declare const EXIT: Readonly<{ ok: 0; failed: 1; usage: 2; refused: 3 }>;
export declare class UsageError extends Error {}
export declare class Refusal extends Error {}
type Options = NonNullable<ParseArgsConfig['options']>;
export declare function parseCli<O extends Options>(config: {
  usage: string;
  options?: O;
  positionals?: string[];
  args?: string[];
}): { values: { [K in keyof O]: O[K] extends { type: 'boolean' } ? boolean | undefined : O[K] extends { multiple: true } ? string[] | undefined : string | undefined }; positionals: string[] };
export declare function usageExit(usage: string, message: string): never;
export declare function exitWith(error: unknown, prefix?: string): never;
export declare function appName(name: string, known: readonly string[]): string;
export declare function checkUrl(name: string, value: string): URL;
export declare function isLocalDatabase(databaseUrl: string): boolean;
export declare function requireLocalDatabase(databaseUrl: string | undefined, remote: boolean | undefined): void;
