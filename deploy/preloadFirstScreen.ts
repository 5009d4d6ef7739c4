import type { HtmlTagDescriptor, Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk' | 'asset';
  fileName: string;
  facadeModuleId?: string | null;
  imports?: string[];
}

/**
 * The first screen is reached through dynamic imports (main.tsx → app/bootstrap → the route), and
 * Vite preloads a dynamic import's chunks only when the import runs: a waterfall of round trips on a
 * slow phone. This adds <link rel="modulepreload"> for the named modules' chunks and everything they
 * import statically to index.html, so they download alongside the entry while each still evaluates in
 * a task of its own (docs/quality.md "What keeps the first screen small and quick"). Stylesheets are left to Vite's loader: a route's CSS
 * preloaded on every page would be unused (and warned about) on all the others.
 */
export function preloadFirstScreen(modules: readonly string[]): Plugin {
  return {
    name: 'kla-klouk:preload-first-screen',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values((context.bundle ?? {}) as Record<string, ChunkLike>).filter(
          (item) => item.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const reach = (start: ChunkLike | undefined, into: Set<string>) => {
          if (!start || into.has(start.fileName)) return;
          into.add(start.fileName);
          start.imports?.forEach((file) => reach(byFile.get(file), into));
        };
        // The entry and its static imports already have tags of Vite's own.
        const tagged = new Set<string>();
        reach(context.chunk ? byFile.get(context.chunk.fileName) : undefined, tagged);
        const wanted = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(module));
          if (!chunk) throw new Error(`preloadFirstScreen: no chunk for ${module}`);
          reach(chunk, wanted);
        }
        return [...wanted]
          .filter((file) => !tagged.has(file))
          .map((file): HtmlTagDescriptor => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, fetchpriority: 'low', href: `/${file}` },
            injectTo: 'head',
          }));
      },
    },
  };
}
