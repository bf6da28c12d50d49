import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, type Schemas } from '@atrium/api-client';
import { Option } from 'commander';
import { area, type CommandModule } from '../../command-module.js';
import { page } from '../../api.js';
import { formatDate } from '../../format.js';
import { listQuery, showPage, withListOptions, type ListOptions } from '../../listing.js';
import type { Columns } from '../../output.js';
import { argParser, parseId } from '../../parse.js';

type AuditRecord = Schemas['AuditRecordDto'];

const time = (unix: number) => `${formatDate(unix)} ${new Date(unix * 1000).toISOString().slice(11, 16)}`;

const columns: Columns<AuditRecord> = [
  'id',
  { header: 'When (UTC)', value: (r) => time(r.at) },
  {
    header: 'Who',
    value: (r) => (r.actorRole && r.actorKind === 'person' ? `${r.actorName} (${r.actorRole})` : (r.actorName ?? r.actorKind)),
  },
  'action',
  { header: 'Record', value: (r) => (r.recordId === null ? r.resource : `${r.resource} #${r.recordId}`) },
  // The values themselves, before → after, are in --json.
  { header: 'Changed', value: (r) => Object.keys(r.changes ?? {}).join(', ') },
  { header: 'From', value: (r) => r.address ?? '' },
];

interface AuditOptions extends ListOptions {
  resource?: string;
  record?: number;
  action?: string;
  actorKind?: string;
  actor?: number;
  project?: number;
  account?: number;
}

/** `atrium audit list [--resource name [--record id]] [--action a] [--actor-kind k] [--actor id] [--project id] [--account id]` */
export const auditListCommand: CommandModule = {
  register(program, ctx) {
    withListOptions(
      area(program, 'audit', 'The audit trail: who changed what, when, from where')
        .command('list')
        .description('List the audit records you may see, newest first (admins: all; clients: their account; users: their projects)')
        .option('--resource <name>', 'only this resource (e.g. projects, customers, clients, session)')
        .option('--record <id>', 'only this record of --resource (its history)', argParser(parseId))
        .addOption(new Option('--action <action>', 'only this action').choices(AUDIT_ACTIONS))
        .addOption(
          new Option('--actor-kind <kind>', 'only changes by a person, a project key, a job or the system').choices(AUDIT_ACTOR_KINDS),
        )
        .option('--actor <id>', 'only this person (or project, for keys)', argParser(parseId))
        .option('--project <id>', 'only this project', argParser(parseId))
        .option('--account <id>', "only this client's account (admins)", argParser(parseId)),
    ).action(async (options: AuditOptions) => {
      const { client } = await ctx.session();
      const given = { resource: options.resource, action: options.action, actorKind: options.actorKind };
      const ids = { record: options.record, actor: options.actor, project: options.project, account: options.account };
      const query = {
        ...listQuery(options),
        ...Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined)),
        ...Object.fromEntries(Object.entries(ids).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))),
      };
      showPage(ctx, await page(client.GET('/api/audit', { params: { query } })), options, columns);
    });
  },
};
