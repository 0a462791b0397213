import type { Chunk, ChunkGroup, Compiler } from "webpack"

// V8 compiles each function on the main thread the first time it runs. A script that starts with
// this comment asks V8 to compile all of it up front instead, on the thread that streams the
// script in, so evaluating the framework and hydrating no longer wait on the compiler.
// https://v8.dev/blog/explicit-compile-hints
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"

interface Options {
  // Which chunk groups to hint: those whose code runs as soon as they load. Code that loads on
  // demand and runs in part (an admin panel, say) is better left to lazy compilation.
  include: (chunkGroupName: string) => boolean
}

export class CompileHintsPlugin {
  constructor(private readonly options: Options) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap(
      CompileHintsPlugin.name,
      (compilation) => {
        compilation.hooks.processAssets.tap(
          // After minification, which drops comments; before source maps are written, so that they
          // count the added line.
          {
            name: CompileHintsPlugin.name,
            stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
          },
          () => {
            const groups = compilation.chunkGroups.filter(
              (group: ChunkGroup) =>
                group.name && this.options.include(group.name)
            )
            const files = new Set(
              groups.flatMap((group) =>
                group.chunks.flatMap((chunk: Chunk) => [...chunk.files])
              )
            )
            for (const file of files) {
              if (file.endsWith(".js"))
                compilation.updateAsset(
                  file,
                  (source) => new sources.ConcatSource(COMPILE_HINT, source)
                )
            }
          }
        )
      }
    )
  }
}
