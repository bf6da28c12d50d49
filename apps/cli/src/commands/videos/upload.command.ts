import { Readable } from 'node:stream';
import { SingleBar } from 'cli-progress';
import { unwrap } from '@atrium/api-client';
import type { CommandModule } from '../../command-module.js';
import type { CliContext } from '../../context.js';
import { argParser, parseId } from '../../parse.js';
import { projectOf, withProjectOption, type ProjectOptions } from '../../project.js';
import { multipartFromFiles } from './multipart-files.js';
import { videosArea, type Video } from './videos.view.js';

interface UploadOptions extends ProjectOptions {
  title: string;
  category: number;
  cover: string;
}

/** The upload's progress bar on stderr (a line now and then when stderr is not a terminal). */
function progressBar(ctx: CliContext): SingleBar {
  return new SingleBar({
    stream: ctx.deps.stderr as NodeJS.WritableStream,
    format: 'Uploading [{bar}] {percentage}% | {value}/{total} bytes',
    noTTYOutput: true,
    notTTYSchedule: 1000,
    hideCursor: true,
  });
}

/** `atrium videos upload <file> --title text --category id --cover image --project id`, with a progress bar. */
export const videosUploadCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(videosArea(program).command('upload').description('Upload a video with its cover image into a category'))
      .argument('<file>', 'the video file')
      .requiredOption('--title <text>', "the video's title")
      .requiredOption('--category <id>', 'the video category', argParser(parseId))
      .requiredOption('--cover <image>', 'the cover image file')
      .action(async (file: string, options: UploadOptions) => {
        const project = projectOf(options, ctx);
        const { credentials } = await ctx.session();
        const bar = progressBar(ctx);
        const fields = { project: String(project), title: options.title, category: String(options.category) };
        const files = [
          { field: 'videoFile', path: file },
          { field: 'coverFile', path: options.cover },
        ];
        const body = await multipartFromFiles(fields, files, (sent) => bar.update(sent));
        bar.start(body.fileSize, 0);
        let video: Video;
        try {
          // Not through the API client: it has no streamed request body, and its timeout fits short calls, not uploads.
          const response = await (ctx.deps.fetch ?? fetch)(`${credentials.server}/api/bms/videos?project=${project}`, {
            method: 'POST',
            headers: { token: credentials.token, 'content-type': body.contentType, 'content-length': String(body.length) },
            body: Readable.toWeb(body.body) as ReadableStream,
            duplex: 'half',
          } as RequestInit);
          const json = (await response.json().catch(() => ({}))) as unknown;
          video = await unwrap<Video>(Promise.resolve(response.ok ? { data: json as Video, response } : { error: json, response }));
          bar.update(body.fileSize);
        } finally {
          bar.stop();
        }
        ctx.result(video, () => ctx.print(`Uploaded "${video.title}" as video ${video.id}`));
      });
  },
};
