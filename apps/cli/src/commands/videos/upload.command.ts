import type { CommandModule } from '../../command-module.js';
import { uploadFiles } from '../../multipart-upload.js';
import { argParser, parseId } from '../../parse.js';
import { projectIfNamed, withProjectOption, type ProjectOptions } from '../../project.js';
import { videosArea, type Video } from './videos.view.js';

interface UploadOptions extends ProjectOptions {
  title: string;
  category: number;
  cover: string;
}

/** `atrium videos upload <file> --title text --category id --cover image [--project id]` (the category names the project), with a progress bar. */
export const videosUploadCommand: CommandModule = {
  register(program, ctx) {
    withProjectOption(videosArea(program).command('upload').description('Upload a video with its cover image into a category'))
      .argument('<file>', 'the video file')
      .requiredOption('--title <text>', "the video's title")
      .requiredOption('--category <id>', 'the video category', argParser(parseId))
      .requiredOption('--cover <image>', 'the cover image file')
      .action(async (file: string, options: UploadOptions) => {
        const project = projectIfNamed(options, ctx);
        const fields = { ...project.fields, title: options.title, category: String(options.category) };
        const files = [
          { field: 'videoFile', path: file },
          { field: 'coverFile', path: options.cover },
        ];
        const video = await uploadFiles<Video>(ctx, `/api/bms/videos${project.query}`, fields, files);
        ctx.result(video, () => ctx.print(`Uploaded "${video.title}" as video ${video.id}`));
      });
  },
};
