// Types for scripts/runtime.mjs (plain JavaScript, so that any Node can parse it).
export declare const SUPPORTED: string;
export declare function unsupported(version?: string): string | null;
export declare function requireSupportedNode(): void;
export declare const SERVER_NODE_FLAGS: readonly string[];
export declare function withServerFlags(): void;
export declare function runTypeScript(
  file: string,
  args?: string[],
  nodeFlags?: readonly string[],
): Promise<void>;
