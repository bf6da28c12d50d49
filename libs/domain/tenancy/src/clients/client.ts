import { listContract, portToken, type ListQuery, type Page } from '@atrium/kernel';

export interface Client {
  id: number;
  firstname: string;
  lastname: string;
  company: string;
  email: string;
  phone: string;
  createdAt: Date;
}

/** The clients list (CONTRACT §4): sortable fields, the fields `q` searches, the date field. */
export const CLIENT_LIST = listContract({
  sortable: ['id', 'firstname', 'lastname', 'email', 'company', 'createdAt'],
  search: ['firstname', 'lastname', 'email', 'company'],
  date: 'createdAt',
  defaultSort: 'id',
});

export interface ClientChanges {
  firstname?: string;
  lastname?: string;
  company?: string;
  email?: string;
  phone?: string;
}

/** Port: clients (people of kind `clients`). Only admins reach it. */
export interface ClientRepository {
  list(query: ListQuery): Promise<Page<Client>>;
  get(id: number): Promise<Client | null>;
  /** Throws `EmailTaken` when the e-mail is anyone's. */
  create(client: Required<ClientChanges> & { passwordHash: string }): Promise<Client>;
  /** Throws `EmailTaken` too; answers false when there is no such client. */
  update(id: number, changes: ClientChanges): Promise<boolean>;
  /** Removes the client and everything under it; answers false when there is no such client. */
  delete(id: number): Promise<boolean>;
}
export const CLIENT_REPOSITORY = portToken<ClientRepository>('ClientRepository');
