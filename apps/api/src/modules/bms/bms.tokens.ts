import type { VideoCategoryRepository, VideoRepository } from '@atrium/modules';
import { token } from '../../wiring.js';

/** The ports of `bms`, as controllers and use cases ask for them (bms.module.ts binds their adapters). */
export const VIDEO_CATEGORIES = token<VideoCategoryRepository>('VideoCategoryRepository');
export const VIDEOS = token<VideoRepository>('VideoRepository');
