import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { MAX_PER_PAGE } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { sectionFileName, sectionsArea } from './sections.view.js';

/** Writes through a partial file renamed at the end, so a failed export never leaves a truncated section behind. */
async function writeWhole(file: string, text: string): Promise<void> {
  const partial = `${file}.part`;
  try {
    await writeFile(partial, text);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** `atrium sections export --project id --dir <directory>`: each section's HTML into `<name>.html` there. */
export const sectionsExportCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(sectionsArea(program).command('export').description("Write each of a project's sections' HTML to a file"))
      .requiredOption('--dir <directory>', 'the directory to write into (created when missing)')
      .action(async (options: ProjectOptions & { dir: string }) => {
        const project = projectOf(options, ctx);
        const { client } = await ctx.session();
        await mkdir(options.dir, { recursive: true });
        const taken = new Set<string>();
        const written: Array<{ id: number; name: string; file: string }> = [];
        // Page by page in id order: a section added meanwhile comes last and is not skipped.
        for (let n = 1; ; n++) {
          const query = {
            project: String(project),
            page: String(n),
            perPage: String(MAX_PER_PAGE),
            sort: 'id' as const,
            order: 'asc' as const,
          };
          const { data, total } = await page(client.GET('/api/cms/sections', { params: { query } }));
          for (const section of data) {
            const file = join(options.dir, sectionFileName(section, taken));
            await writeWhole(file, section.code);
            written.push({ id: section.id, name: section.name, file });
          }
          if (!data.length || n * MAX_PER_PAGE >= total) break;
        }
        ctx.result(written, () => ctx.print(`Exported ${written.length} section${written.length === 1 ? '' : 's'} to ${options.dir}`));
      });
  },
};
