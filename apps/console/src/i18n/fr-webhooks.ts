import type { enWebhooks } from './en-webhooks';
import type { Translation } from './translation';

/** The webhook screens' texts in French: the keys of en-webhooks.ts (a missing or extra key fails the typecheck). */
export const frWebhooks = {
  webhooks: {
    intro_project: 'Les événements de ce projet sont envoyés par POST, signés (Standard Webhooks), aux points de terminaison ci-dessous.',
    intro_account:
      'Les événements de facturation de votre compte sont envoyés par POST, signés (Standard Webhooks), aux points de terminaison ci-dessous.',
    add: 'Ajouter un point de terminaison',
    url: 'URL du point de terminaison',
    url_help: 'Une adresse https qui répond 2xx en moins de 10 secondes',
    description: 'Description',
    events: 'Événements',
    events_required: 'Choisissez au moins un événement',
    state: 'État',
    enabled: 'Activé',
    disabled: 'Désactivé',
    enable: 'Activer',
    disable: 'Désactiver',
    enabled_now: 'Point de terminaison activé : ce qui attendait est en cours d’envoi',
    disabled_now: 'Point de terminaison désactivé',
    secret_title: 'Secret de signature',
    secret_intro: 'Vérifiez chaque requête avec ce secret (en-tête webhook-signature, Standard Webhooks).',
    secret: 'Secret',
    secret_once: 'Copiez-le maintenant : il ne sera plus affiché.',
    send_test: 'Envoyer un événement de test',
    test_sent: 'Événement de test envoyé',
    log: 'Journal des envois',
    reload: 'Recharger le journal',
    no_deliveries: 'Rien n’a encore été envoyé.',
    event: 'Événement',
    status: 'Statut',
    attempts: 'Tentatives',
    answer: 'Réponse',
    when: 'Quand',
    redeliver: 'Renvoyer',
    redelivered: 'Remis en file, avec le même webhook-id',
    deleted: 'Point de terminaison supprimé',
    not_found: 'Ce point de terminaison n’existe pas, ou il n’est pas à vous.',
    statuses: { pending: 'En attente', delivered: 'Livré', failed: 'Échoué' },
  },
} satisfies Translation<typeof enWebhooks>;
