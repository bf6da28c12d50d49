import { projectOf, type TenantScope } from '@atrium/kernel';
import {
  checkVideoCategory,
  VideoCategoryNotFound,
  type VideoCategory,
  type VideoCategoryInput,
  type VideoCategoryRepository,
} from './video-category.js';

export class AddVideoCategory {
  constructor(private readonly categories: VideoCategoryRepository) {}

  async execute(input: VideoCategoryInput, scope: TenantScope): Promise<VideoCategory> {
    const fields = checkVideoCategory(input, true) as VideoCategoryInput;
    return this.categories.create(fields, projectOf(scope));
  }
}

export class UpdateVideoCategory {
  constructor(private readonly categories: VideoCategoryRepository) {}

  async execute(id: number, changes: Partial<VideoCategoryInput>, scope: TenantScope): Promise<void> {
    if (!(await this.categories.update(id, checkVideoCategory(changes, false), scope))) throw new VideoCategoryNotFound();
  }
}

export class DeleteVideoCategory {
  constructor(private readonly categories: VideoCategoryRepository) {}

  async execute(id: number, scope: TenantScope): Promise<void> {
    if (!(await this.categories.delete(id, scope))) throw new VideoCategoryNotFound();
  }
}
