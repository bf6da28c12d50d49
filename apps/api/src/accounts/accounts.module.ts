import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { tenancyStore, tenancyUnitOfWork, TypeormClientRepository } from '@atrium/persistence';
import {
  AddClient,
  AddProject,
  AddUser,
  DeleteClient,
  DeleteProject,
  DeleteUser,
  ResetProjectToken,
  UpdateClient,
  UpdateProject,
  UpdateUser,
} from '@atrium/tenancy';
import { Argon2PasswordHasher } from '../auth/argon2-password-hasher.js';
import { AuthModule } from '../auth/auth.module.js';
import { CLIENT_REPOSITORY, TENANCY_STORE } from './accounts.tokens.js';
import { ClientsController } from './clients.controller.js';
import { ProjectsController } from './projects.controller.js';
import { UsersController } from './users.controller.js';

const uow = (ds: DataSource) => tenancyUnitOfWork(ds);

/** Clients, and the users and projects under subscriptions (the tenancy context over HTTP). */
@Module({
  imports: [AuthModule],
  controllers: [ClientsController, UsersController, ProjectsController],
  providers: [
    { provide: CLIENT_REPOSITORY, useFactory: (ds: DataSource) => new TypeormClientRepository(ds.manager), inject: [DataSource] },
    { provide: TENANCY_STORE, useFactory: (ds: DataSource) => tenancyStore(ds.manager), inject: [DataSource] },
    {
      provide: AddClient,
      useFactory: (ds: DataSource, h: Argon2PasswordHasher) => new AddClient(new TypeormClientRepository(ds.manager), h),
      inject: [DataSource, Argon2PasswordHasher],
    },
    {
      provide: UpdateClient,
      useFactory: (ds: DataSource) => new UpdateClient(new TypeormClientRepository(ds.manager)),
      inject: [DataSource],
    },
    {
      provide: DeleteClient,
      useFactory: (ds: DataSource) => new DeleteClient(new TypeormClientRepository(ds.manager)),
      inject: [DataSource],
    },
    {
      provide: AddUser,
      useFactory: (ds: DataSource, h: Argon2PasswordHasher) => new AddUser(uow(ds), h),
      inject: [DataSource, Argon2PasswordHasher],
    },
    { provide: UpdateUser, useFactory: (ds: DataSource) => new UpdateUser(uow(ds)), inject: [DataSource] },
    { provide: DeleteUser, useFactory: (ds: DataSource) => new DeleteUser(uow(ds)), inject: [DataSource] },
    { provide: AddProject, useFactory: (ds: DataSource) => new AddProject(uow(ds)), inject: [DataSource] },
    { provide: UpdateProject, useFactory: (ds: DataSource) => new UpdateProject(uow(ds)), inject: [DataSource] },
    { provide: DeleteProject, useFactory: (ds: DataSource) => new DeleteProject(uow(ds)), inject: [DataSource] },
    { provide: ResetProjectToken, useFactory: (ds: DataSource) => new ResetProjectToken(uow(ds)), inject: [DataSource] },
  ],
})
export class AccountsModule {}
