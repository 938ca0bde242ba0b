declare module 'virtual:client-manifest' {
  /** One chunk of Vite's client manifest (only the fields the server reads). */
  export interface ManifestChunk {
    file: string;
    imports?: string[];
    css?: string[];
    isEntry?: boolean;
    isDynamicEntry?: boolean;
  }
  /** The client build's manifest in the server bundle; null in development. */
  const manifest: Record<string, ManifestChunk> | null;
  export default manifest;
}
