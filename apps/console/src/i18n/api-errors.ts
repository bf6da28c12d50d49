/**
 * What the console says for each error `code` of the API (CONTRACT §4), in English (the server's own
 * `message`, which the English console shows as it comes) and in French. `%{name}` in the English text
 * captures that part of the server's message for the French one (a module code, a request id).
 * api-errors.spec.ts finds every code the server and the API client can answer, from their sources, and
 * fails on one missing here. Part of the French download only (fr-catalogue.ts).
 */
export const API_ERRORS: Record<string, { en: string; fr: string }> = {
  // The kernel's kinds of error (their generic codes).
  'kernel.invalid_input': { en: 'The input is not valid', fr: 'Certaines valeurs ne sont pas valides : voyez les champs signalés.' },
  'kernel.not_found': { en: '%{what} not found', fr: "Cet enregistrement n'existe pas, ou vous n'y avez pas accès." },
  'kernel.forbidden': { en: 'You are not allowed to do this', fr: "Vous n'êtes pas autorisé à faire ceci." },
  // Accounts, sessions, access.
  'tenancy.invalid_credentials': { en: 'Invalid email or password', fr: 'Courriel ou mot de passe invalide' },
  'tenancy.too_many_attempts': {
    en: 'Too many failed sign-in attempts, please try again later',
    fr: 'Trop de tentatives de connexion échouées, veuillez réessayer plus tard',
  },
  'tenancy.session_invalid': {
    en: 'Your session has expired, please sign in again',
    fr: 'Votre session a expiré, veuillez vous reconnecter',
  },
  'tenancy.wrong_old_password': { en: 'The old password is incorrect', fr: "L'ancien mot de passe est incorrect" },
  'tenancy.invalid_password': { en: 'The new password is not acceptable', fr: "Le nouveau mot de passe n'est pas acceptable" },
  'tenancy.email_taken': { en: 'This e-mail is already in use', fr: 'Ce courriel est déjà utilisé' },
  'tenancy.invalid_two_factor_code': { en: 'Invalid authentication code', fr: "Code d'authentification invalide" },
  'tenancy.two_factor_challenge_expired': {
    en: 'This sign-in has expired, please sign in again',
    fr: 'Cette connexion a expiré, veuillez vous reconnecter',
  },
  'tenancy.wrong_two_factor_code': { en: 'The code is incorrect or was already used', fr: 'Le code est incorrect ou a déjà servi' },
  'tenancy.wrong_password': { en: 'The password is incorrect', fr: 'Le mot de passe est incorrect' },
  'tenancy.two_factor_already_enabled': {
    en: 'Two-factor sign-in is already on; turn it off first to change the authenticator',
    fr: "La connexion à deux facteurs est déjà activée; désactivez-la d'abord pour changer d'application d'authentification",
  },
  'tenancy.two_factor_not_enabled': { en: 'Two-factor sign-in is not on', fr: "La connexion à deux facteurs n'est pas activée" },
  'tenancy.two_factor_setup_not_started': {
    en: 'No authenticator is being set up: start the setup again',
    fr: "Aucune application d'authentification n'est en cours de configuration : recommencez la configuration",
  },
  'tenancy.two_factor_required': {
    en: 'Two-factor sign-in is required for admins and clients on this platform',
    fr: 'La connexion à deux facteurs est exigée pour les administrateurs et les clients de cette plateforme',
  },
  'tenancy.api_key_invalid': {
    en: 'The x-api-key header is missing or not a valid project API key',
    fr: "L'en-tête x-api-key est absent ou n'est pas une clé d'API de projet valide",
  },
  'tenancy.subscription_inactive': { en: 'Your subscription is inactive', fr: 'Votre abonnement est inactif' },
  'tenancy.module_not_in_subscription': {
    en: 'The module %{module} is not part of your subscription',
    fr: 'Le module %{module} ne fait pas partie de votre abonnement',
  },
  'tenancy.client_not_found': { en: 'Client not found', fr: 'Client introuvable' },
  'tenancy.subscription_not_found': { en: 'Subscription not found', fr: 'Abonnement introuvable' },
  'tenancy.user_not_found': { en: 'User not found', fr: 'Utilisateur introuvable' },
  'tenancy.project_not_found': { en: 'Project not found', fr: 'Projet introuvable' },
  // Billing.
  'billing.invoice_already_paid': { en: 'This invoice is already paid', fr: 'Cette facture est déjà payée' },
  'billing.invoice_not_found': { en: 'Invoice not found', fr: 'Facture introuvable' },
  'billing.invoice_paid_is_final': {
    en: 'A paid invoice cannot be changed or deleted',
    fr: 'Une facture payée ne peut être ni modifiée ni supprimée',
  },
  // Files.
  'files.not_found': { en: 'File not found', fr: 'Fichier introuvable' },
  'files.invalid_key': { en: 'Invalid file key', fr: 'Clé de fichier invalide' },
  // The modules.
  'cms.section_not_found': { en: 'Section not found', fr: 'Section introuvable' },
  'cms.section_name_taken': {
    en: 'The project already has a section with this name',
    fr: 'Le projet a déjà une section de ce nom',
  },
  'cms.group_not_found': { en: 'Group not found', fr: 'Groupe introuvable' },
  'cms.unknown_sections': { en: 'Some sections do not exist in this project', fr: "Certaines sections n'existent pas dans ce projet" },
  'cms.asset_not_found': { en: 'Asset not found', fr: 'Fichier introuvable' },
  'bms.video_not_found': { en: 'Video not found', fr: 'Vidéo introuvable' },
  'bms.video_category_not_found': { en: 'Video category not found', fr: 'Catégorie de vidéos introuvable' },
  'bms.video_category_in_use': {
    en: 'The category still has videos: delete them first',
    fr: "La catégorie contient encore des vidéos : supprimez-les d'abord",
  },
  'bms.link_invalid': {
    en: 'This link is invalid or has expired: read the video again',
    fr: 'Ce lien est invalide ou a expiré : relisez la vidéo',
  },
  'inv.template_not_found': { en: 'Inventory template not found', fr: "Modèle d'inventaire introuvable" },
  'inv.template_in_use': {
    en: 'The template is used by inventory groups: delete those groups first',
    fr: "Le modèle est utilisé par des groupes d'articles : supprimez d'abord ces groupes",
  },
  'inv.template_fields_invalid': { en: "The template's fields are not valid", fr: 'Les champs du modèle ne sont pas valides' },
  'inv.group_not_found': { en: 'Inventory group not found', fr: "Groupe d'articles introuvable" },
  'inv.group_has_items': {
    en: 'The group already has items: its template can no longer change',
    fr: 'Le groupe contient déjà des articles : son modèle ne peut plus changer',
  },
  'inv.item_not_found': { en: 'Inventory item not found', fr: 'Article introuvable' },
  'inv.item_data_invalid': { en: "The item's fields are not valid", fr: "Les champs de l'article ne sont pas valides" },
  'inv.tag_not_found': { en: 'Inventory tag not found', fr: 'Intérêt introuvable' },
  'inv.tag_owner_not_found': { en: '%{what} not found', fr: 'Le prospect ou le client est introuvable' },
  'com.form_not_found': { en: 'Form not found', fr: 'Formulaire introuvable' },
  'com.submission_not_found': { en: 'Submission not found', fr: 'Soumission introuvable' },
  'com.scoring_not_found': { en: 'Scoring not found', fr: 'Cote introuvable' },
  'com.lead_not_found': { en: 'Lead not found', fr: 'Prospect introuvable' },
  'com.lead_already_converted': {
    en: 'The lead has already been converted to a customer',
    fr: 'Le prospect a déjà été converti en client',
  },
  'com.lead_email_taken': {
    en: 'A lead with this e-mail already exists in the project',
    fr: 'Un prospect avec ce courriel existe déjà dans le projet',
  },
  'com.enrichment_unavailable': {
    en: 'The enrichment provider is unavailable: %{reason}',
    fr: "Le fournisseur d'enrichissement est indisponible pour le moment",
  },
  'crm.customer_not_found': { en: 'Customer not found', fr: 'Client introuvable' },
  'crm.customer_group_not_found': { en: 'Customer group not found', fr: 'Groupe de clients introuvable' },
  'crm.customer_group_in_use': {
    en: 'The customer group still has customers: move or delete them first',
    fr: "Le groupe contient encore des clients : déplacez-les ou supprimez-les d'abord",
  },
  'sch.event_not_found': { en: 'Event not found', fr: 'Événement introuvable' },
  'sch.event_tag_not_found': { en: 'Event tag not found', fr: 'Invitation introuvable' },
  'sch.invitee_not_found': { en: '%{what} not found', fr: 'Le client ou le prospect invité est introuvable' },
  'sch.invitee_already_tagged': { en: 'This invitee is already on the event', fr: "Cette personne est déjà invitée à l'événement" },
  'sch.calendar_not_configured': {
    en: 'Calendar sync is not set up on this server; ask your administrator',
    fr: "La synchronisation d'agenda n'est pas configurée sur ce serveur; demandez à votre administrateur",
  },
  'sch.calendar_unavailable': { en: 'Google Calendar is unavailable: %{reason}', fr: 'Google Agenda est indisponible pour le moment' },
  'sch.calendar_code_refused': {
    en: 'Google refused the authorization: start the sync again',
    fr: "Google a refusé l'autorisation : recommencez la synchronisation",
  },
  'sch.calendar_not_linked': {
    en: 'Google Calendar is not linked: start the sync again',
    fr: "Google Agenda n'est pas relié : recommencez la synchronisation",
  },
  'asm.folder_not_found': { en: 'Folder not found', fr: 'Dossier introuvable' },
  'asm.asset_not_found': { en: 'Asset not found', fr: 'Fichier introuvable' },
  'asm.asset_tag_not_found': { en: 'Asset tag not found', fr: 'Association de fichier introuvable' },
  'asm.tagged_record_not_found': { en: 'Tagged record not found', fr: "L'enregistrement associé est introuvable" },
  'notes.note_not_found': { en: 'Note not found', fr: 'Note introuvable' },
  'notes.recipient_not_found': { en: 'Note recipient not found', fr: 'Le destinataire de la note est introuvable' },
  // HTTP-level answers of the server (no route ran, or the database did not answer).
  'http.bad_request': { en: 'Malformed request', fr: 'Requête mal formée' },
  'http.unauthorized': { en: 'Not signed in', fr: 'Vous n’êtes pas connecté' },
  'http.forbidden': { en: 'Forbidden', fr: 'Accès refusé' },
  'http.not_found': { en: 'Not found', fr: 'Introuvable' },
  'http.method_not_allowed': { en: 'Method not allowed', fr: 'Méthode non permise' },
  'http.payload_too_large': { en: 'The request is too large', fr: 'La requête est trop volumineuse' },
  'http.unsupported_media_type': { en: 'Unsupported file or content type', fr: 'Type de fichier ou de contenu non pris en charge' },
  'http.too_many_requests': { en: 'Too many requests, please try again later', fr: 'Trop de requêtes, veuillez réessayer plus tard' },
  'http.request_timeout': { en: 'The request did not arrive in time', fr: "La requête n'est pas arrivée à temps" },
  'http.headers_too_large': { en: 'The request headers are too large', fr: 'Les en-têtes de la requête sont trop volumineux' },
  'http.range_not_satisfiable': { en: 'The range is outside the file', fr: 'La plage demandée dépasse le fichier' },
  'http.client_closed_request': { en: 'Client closed request', fr: 'La requête a été interrompue' },
  'http.database_unavailable': {
    en: 'The database is unavailable, please try again shortly',
    fr: 'La base de données est indisponible, veuillez réessayer sous peu',
  },
  'http.database_timeout': {
    en: 'The database took too long to answer, please try again shortly',
    fr: 'La base de données a mis trop de temps à répondre, veuillez réessayer sous peu',
  },
  'http.internal': { en: 'Internal error (request %{request})', fr: 'Erreur interne (requête %{request})' },
  // CSV imports (decision 0020).
  'imports.import_not_found': { en: 'Import not found', fr: "Cette importation n'existe pas, ou vous n'y avez pas accès." },
  'imports.already_started': {
    en: 'This import has already been started; upload the file again to import it again',
    fr: 'Cette importation a déjà commencé; téléversez le fichier de nouveau pour l’importer encore',
  },
  'imports.mapping_invalid': { en: 'The column mapping is not valid', fr: "L'association des colonnes n'est pas valide" },
  'imports.file_invalid': {
    en: 'The file is not a CSV file the import can read',
    fr: "Le fichier n'est pas un CSV que l'importation peut lire",
  },
  'imports.no_error_report': { en: 'Error report not found', fr: "Cette importation n'a pas de rapport d'erreurs" },
  // Webhooks (decision 0019).
  'webhooks.endpoint_not_found': {
    en: 'Webhook endpoint not found',
    fr: "Ce point de terminaison n'existe pas, ou vous n'y avez pas accès.",
  },
  'webhooks.delivery_not_found': { en: 'Webhook delivery not found', fr: "Cet envoi n'existe pas, ou vous n'y avez pas accès." },
  // The console's own (the API client and the upload): the server never answered.
  'network.unreachable': { en: 'Cannot reach the server', fr: 'Impossible de joindre le serveur' },
  'upload.cancelled': { en: 'Upload cancelled', fr: 'Téléversement annulé' },
};

/**
 * The fixed field messages of the API (errors[].message: the domain's field checks, the DTOs' rules), in
 * French; the first pattern that matches the whole message wins. Others are shown as the server says them.
 */
export const FIELD_MESSAGES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^is required$/, 'est obligatoire'],
  [/^is required \(or (.+)\)$/, 'est obligatoire (ou $1)'],
  [/^is empty$/, 'est vide'],
  [/^must be text$/, 'doit être du texte'],
  [/^must be (?:an e-mail address|a valid e-mail address)$|^is not an e-mail address$/, 'doit être une adresse courriel'],
  [/^must be e-mail addresses separated by commas$/, 'doit être des adresses courriel séparées par des virgules'],
  [/^must be phone numbers separated by commas$/, 'doit être des numéros de téléphone séparés par des virgules'],
  [/^must be at most (\d+) characters$/, 'doit compter au plus $1 caractères'],
  [/^must be at least (\d+) characters$/, 'doit compter au moins $1 caractères'],
  [/^must be (\d+) to (\d+) characters$/, 'doit compter de $1 à $2 caractères'],
  [/^must be at most (\d+)$/, 'doit être au plus $1'],
  [/^must be from (\d+) to (\d+)$/, 'doit être de $1 à $2'],
  [/^must be between (-?\d+) and (\d+)$/, 'doit être entre $1 et $2'],
  [/^must be a whole number$/, 'doit être un nombre entier'],
  [/^must be a whole number from 1$/, 'doit être un nombre entier à partir de 1'],
  [/^must be a positive whole number$/, 'doit être un nombre entier positif'],
  [/^must be a number$/, 'doit être un nombre'],
  [/^must be greater than 0$/, 'doit être supérieur à 0'],
  [/^must (?:be a number with at most|have at most) two decimals$/, 'doit avoir au plus deux décimales'],
  [/^must be true or false$/, 'doit être vrai ou faux'],
  [/^must be a date$/, 'doit être une date'],
  [/^must be a date \(YYYY-MM-DD or unix seconds\)$/, 'doit être une date (AAAA-MM-JJ ou secondes Unix)'],
  [/^must be a 24-hour time HH:mm$/, 'doit être une heure sur 24 heures HH:mm'],
  [/^must not be before the start$/, 'ne doit pas précéder le début'],
  [/^must not be before from$/, 'ne doit pas précéder la date de début'],
  [/^must be a hex colour such as (#[0-9a-f]{6})$/i, 'doit être une couleur hexadécimale comme $1'],
  [/^must be active or inactive$/, 'doit être actif ou inactif'],
  [/^must be private or public$/, 'doit être privé ou public'],
  [/^must be an image or a video$/, 'doit être une image ou une vidéo'],
  [/^does not match the file \((image|video)\)$/, 'ne correspond pas au fichier'],
  [/^is too large$/, 'est trop volumineux'],
  [/^must be an http\(s\) address or a file of this project$/, 'doit être une adresse http(s) ou un fichier de ce projet'],
  [/^must be (?:an? [a-z ]+ id|a record id)$/, "doit être le numéro d'un enregistrement existant"],
  [/^is not a (?:customer group|scoring|user) of this project$/, "n'appartient pas à ce projet"],
  [/^is already a lead of this project$/, 'est déjà un prospect de ce projet'],
  [/^is already used by another section of this project$/, 'est déjà utilisé par une autre section de ce projet'],
  [/^is not a field of the template$/, "n'est pas un champ du modèle"],
  [/^must be an object of the template fields$/, 'doit contenir les champs du modèle'],
  [/^choose at least one module$/, 'choisissez au moins un module'],
  [/^is read-only and differs from the stored value$/, 'est en lecture seule et diffère de la valeur enregistrée'],
  [/^contains a NUL character or invalid UTF-8$/, 'contient un caractère NUL ou de l’UTF-8 invalide'],
  [/^This e-mail is already in use$/, 'Ce courriel est déjà utilisé'],
  [/^The password is incorrect$/, 'Le mot de passe est incorrect'],
  [/^The old password is incorrect$/, "L'ancien mot de passe est incorrect"],
  [/^Passwords do not match, please retry\.$/, 'Les mots de passe ne correspondent pas, veuillez réessayer.'],
  [/^The code is incorrect or was already used$/, 'Le code est incorrect ou a déjà servi'],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The French for an error `code`, its `%{parts}` taken from the server's English message; undefined when unknown. */
export function frenchErrorText(code: string, message: string): string | undefined {
  const known =
    API_ERRORS[code] ?? (/^http\.\d{3}$/.test(code) ? { en: '', fr: `Le serveur a répondu une erreur (${code.slice(5)})` } : undefined);
  if (!known) return undefined;
  const names = [...known.en.matchAll(/%\{(\w+)\}/g)].map((m) => m[1]);
  if (!names.length) return known.fr;
  const pattern = new RegExp(`^${escape(known.en).replace(/%\\\{\w+\\\}/g, '(.+?)')}$`);
  const values = message.match(pattern)?.slice(1) ?? [];
  return names.reduce((text, name, i) => text.replace(`%{${name}}`, values[i] ?? ''), known.fr).replace(/\s*\(\s*\)$/, '');
}

/** A field message in French, when it is one of the known ones; else as the server said it. */
export function frenchFieldMessage(message: string): string {
  for (const [pattern, french] of FIELD_MESSAGES) if (pattern.test(message)) return message.replace(pattern, french);
  return message;
}
