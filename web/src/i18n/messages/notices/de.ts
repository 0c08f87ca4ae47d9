import type notices from './en';

const de: Record<keyof typeof notices, string> = {
  'notices.tab': 'Meldungen',
  'notices.someone': 'Jemand',
  'notices.line.follow':
    '{others, plural, =0 {{name} folgt dir jetzt} one {{name} und eine weitere Person folgen dir jetzt} other {{name} und # weitere folgen dir jetzt}}',
  'notices.line.friend':
    '{others, plural, =0 {{name} ist jetzt mit dir befreundet} one {{name} und eine weitere Person sind jetzt mit dir befreundet} other {{name} und # weitere sind jetzt mit dir befreundet}}',
  'notices.line.visit':
    '{others, plural, =0 {{name} hat deine Seite besucht} one {{name} und eine weitere Person haben deine Seite besucht} other {{name} und # weitere haben deine Seite besucht}}',
  'notices.line.like':
    '{others, plural, =0 {{name} gefällt dein Moment} one {{name} und einer weiteren Person gefällt dein Moment} other {{name} und # weiteren gefällt dein Moment}}',
  'notices.line.comment':
    '{others, plural, =0 {{name} hat deinen Moment kommentiert} one {{name} und eine weitere Person haben deinen Moment kommentiert} other {{name} und # weitere haben deinen Moment kommentiert}}',
  'notices.line.reply':
    '{others, plural, =0 {{name} hat auf deinen Kommentar geantwortet} one {{name} und eine weitere Person haben auf deinen Kommentar geantwortet} other {{name} und # weitere haben auf deinen Kommentar geantwortet}}',
  'notices.line.gift':
    '{others, plural, =0 {{name} hat dir ein Geschenk geschickt} one {{name} und eine weitere Person haben dir Geschenke geschickt} other {{name} und # weitere haben dir Geschenke geschickt}}',
  'notices.line.shopGift': '{name} hat dir ein Geschenk aus dem Shop geschickt',
  'notices.line.reportOutcome': 'Wir haben deine Meldung geprüft. Danke, dass du hilfst, Across sicher zu halten.',
  'notices.outcome.ACTION_TAKEN': 'Deine Meldung ({category}): Ein Moderator hat gehandelt.',
  'notices.outcome.NO_ACTION': 'Deine Meldung ({category}): Es wurde kein Regelverstoß festgestellt.',
  'notices.line.moderationWarning':
    'Unser Moderationsteam hat dich verwarnt: Bitte halte dich an die Gemeinschaftsregeln.',
  'notices.line.match':
    '{others, plural, =0 {Du hast {name} bei einer Zufallsbegegnung getroffen} one {Du hast {name} und eine weitere Person bei Zufallsbegegnungen getroffen} other {Du hast {name} und # weitere bei Zufallsbegegnungen getroffen}}',
  'notices.unread': 'Ungelesen',
  'notices.unreadCount': '{count, plural, one {# ungelesen} other {# ungelesen}}',
  'notices.empty':
    'Noch nichts da. Wenn dir jemand folgt, deine Seite besucht oder deine Momente mag oder kommentiert, siehst du es hier.',
  'notices.momentGone': 'Dieser Moment ist nicht mehr verfügbar.',
  'notices.loadMore': 'Mehr anzeigen',
  'notices.settings.open': 'Einstellungen',
  'notices.settings.title': 'Benachrichtigungs­einstellungen',
  'notices.settings.intro': 'Wähle für jede Art, wer dich benachrichtigen darf und ob sie als Push-Mitteilung kommt.',
  'notices.settings.kind.FOLLOW': 'Neue Follower',
  'notices.settings.kind.FRIEND': 'Neue Freunde',
  'notices.settings.kind.VISIT': 'Besuche deiner Seite',
  'notices.settings.kind.LIKE': 'Gefällt mir',
  'notices.settings.kind.COMMENT': 'Kommentare',
  'notices.settings.kind.REPLY': 'Antworten',
  'notices.settings.kind.GIFT': 'Geschenke',
  'notices.settings.kind.MATCH': 'Zufallsbegegnungen',
  'notices.settings.kind.SHOP_GIFT': 'Geschenke aus dem Shop',
  'notices.settings.kind.REPORT_OUTCOME': 'Ergebnisse deiner Meldungen',
  'notices.settings.kind.MODERATION_WARNING': 'Verwarnungen',
  'notices.settings.who': 'Wer darf mich benachrichtigen',
  'notices.settings.push': 'Push',
  'notices.audience.EVERYONE': 'Alle',
  'notices.audience.FOLLOWING': 'Leute, denen ich folge',
  'notices.audience.FRIENDS': 'Freunde',
  'notices.audience.NOBODY': 'Niemand',
  'notices.settings.done': 'Fertig',
  'notices.more': 'Mehr zu dieser Benachrichtigung',
  'notices.mute': 'Benachrichtigungen von {name} stummschalten',
  'notices.muted': 'Du wirst nicht mehr benachrichtigt, was {name} tut.',
  'notices.settings.muted.title': 'Stummgeschaltete Mitglieder',
  'notices.settings.muted.intro':
    'Nichts, was sie tun, benachrichtigt dich. Hebst du die Stummschaltung auf, benachrichtigen dich ihre späteren Aktivitäten wieder; frühere Benachrichtigungen kommen nicht zurück.',
  'notices.settings.muted.none': 'Du hast niemanden stummgeschaltet.',
  'notices.settings.unmute': 'Stummschaltung aufheben',
  'notices.settings.unmuteNamed': 'Stummschaltung von {name} aufheben',
  'notices.settings.unmuted': '{name} kann dich wieder benachrichtigen.',
  'notices.push.title': 'Push-Mitteilungen in diesem Browser',
  'notices.push.on': 'Dieser Browser erhält Push-Mitteilungen.',
  'notices.push.off': 'Dieser Browser erhält keine Push-Mitteilungen.',
  'notices.push.enable': 'Einschalten',
  'notices.push.disable': 'Ausschalten',
  'notices.push.unsupported': 'Dieser Browser kann keine Push-Mitteilungen empfangen.',
  'notices.push.denied':
    'Mitteilungen von Across sind in diesem Browser blockiert. Erlaube sie in den Website-Einstellungen und schalte sie dann hier ein.',
  'notices.push.failed': 'Push-Mitteilungen konnten nicht eingeschaltet werden. Bitte versuche es später noch einmal.',
  'notices.announcements.empty': 'Noch keine Ankündigungen.',
  'notices.announcements.pinned': 'Angeheftet',
  'notices.announcements.markAll': 'Alle als gelesen markieren',
  'notices.announcements.all': 'Alle Ankündigungen',
  'notices.announcements.notFound': 'Diese Ankündigung ist nicht verfügbar.',
  'notices.maintenance.upcoming': 'Geplante Wartung von {start} bis {end}.',
  'notices.maintenance.dismiss': 'Ausblenden',
  'notices.maintenance.title': 'Across wird gerade gewartet',
  'notices.maintenance.until':
    'Bis {end}. Du kannst dich weiter umsehen; Senden, Veröffentlichen und Änderungen gehen danach wieder.',
  'notices.maintenance.browse': 'Inzwischen umsehen',
  'notices.maintenance.active': 'Wartung bis {end}: bis dahin sind keine Änderungen möglich.',
  'notices.maintenance.over': 'Die Wartung ist vorbei. Danke für deine Geduld.',
  'notices.maintenance.back': 'Zurück zu Across',
};

export default de;
