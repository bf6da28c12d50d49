import { ClientNotFound } from '@atrium/kernel';
import { checkPersonFields } from '../people/person-fields.js';
import type { PasswordHasher } from '../people/password-hasher.js';
import type { Client, ClientChanges, ClientRepository } from './client.js';

const CLIENT_FIELDS = ['firstname', 'lastname', 'company', 'email', 'phone'] as const;

export class AddClient {
  constructor(
    private readonly clients: ClientRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async execute(input: Required<ClientChanges> & { password: string }): Promise<Client> {
    const fields = checkPersonFields(input, [...CLIENT_FIELDS, 'password']);
    const { password, ...client } = fields;
    return this.clients.create({ ...client, passwordHash: await this.hasher.hash(password) });
  }
}

export class UpdateClient {
  constructor(private readonly clients: ClientRepository) {}

  async execute(id: number, changes: ClientChanges): Promise<void> {
    const fields = checkPersonFields(changes, []);
    if (!(await this.clients.update(id, fields))) throw new ClientNotFound();
  }
}

export class DeleteClient {
  constructor(private readonly clients: ClientRepository) {}

  async execute(id: number): Promise<void> {
    if (!(await this.clients.delete(id))) throw new ClientNotFound();
  }
}
