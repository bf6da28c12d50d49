import { Conflict, NotFound } from '@atrium/kernel';

export class LimitReached extends Conflict {
  constructor(what: 'users' | 'projects', max: number) {
    super(`tenancy.max_${what}_reached`, `This subscription has reached its maximum of ${max} ${what}`);
  }
}

export class UserNotFound extends NotFound {
  constructor() {
    super('User', 'tenancy.user_not_found');
  }
}

export class ProjectNotFound extends NotFound {
  constructor() {
    super('Project', 'tenancy.project_not_found');
  }
}
