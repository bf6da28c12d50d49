import { Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { RequestQueries } from '@atrium/persistence';
import { factory } from '../wiring.js';

/** A request's statements end with it: cancelled when its client disconnects (cancelOnDisconnect). */
@Module({
  providers: [factory(RequestQueries, DataSource)],
  exports: [RequestQueries],
})
export class RequestQueriesModule {}
