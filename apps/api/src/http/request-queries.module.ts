import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { RequestQueries } from '@atrium/persistence';
import { CancelOnDisconnect } from './cancel-on-disconnect.interceptor.js';

/** A request's statements end with it: cancelled when its client disconnects. */
@Module({
  providers: [
    { provide: RequestQueries, useFactory: (dataSource: DataSource) => new RequestQueries(dataSource), inject: [DataSource] },
    { provide: APP_INTERCEPTOR, useClass: CancelOnDisconnect },
  ],
  exports: [RequestQueries],
})
export class RequestQueriesModule {}
