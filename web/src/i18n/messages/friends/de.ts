import type friends from './en';

const de: Record<keyof typeof friends, string> = {
  'friends.add': 'Als Freund hinzufügen',
  'friends.requestPending': 'Anfrage gesendet',
  'friends.requestSent': 'Freundschaftsanfrage gesendet.',
  'friends.nowFriends': 'Ihr seid jetzt befreundet.',
  'friends.isFriend': 'Befreundet',
  'friends.requests': 'Anfragen',
  'friends.addressBook': 'Adressbuch',
  'friends.noRequests': 'Noch keine Freundschaftsanfragen.',
  'friends.accept': 'Annehmen',
  'friends.reject': 'Ablehnen',
  'friends.accepted': 'Angenommen',
  'friends.rejected': 'Abgelehnt',
  'friends.none': 'Noch keine Freunde. Füge jemanden über seine Seite hinzu!',
  'friends.remarkLabel': 'Notizname für {name}',
  'friends.remarkPlaceholder': 'Notizname',
  'friends.remove': 'Freund entfernen',
  'friends.removeConfirm': '{name} aus deinen Freunden entfernen? Ihr könnt euch später wieder hinzufügen.',
  'events.friendRequest': '{name} möchte mit dir befreundet sein.',
  'events.friendAccepted': '{name} ist jetzt dein Freund.',
  'events.view': 'Ansehen',
  'friends.share': 'Mein Profil teilen',
  'friends.shareCopied': 'Link kopiert. Wer ihn in den nächsten 7 Tagen öffnet, kann dich als Freund hinzufügen.',
  'friends.shareHere': 'Teile diesen Link: Wer ihn in den nächsten 7 Tagen öffnet, kann dich als Freund hinzufügen.',
  'friends.shareInvalid': 'Dieser Einladungslink ist ungültig oder abgelaufen.',
  'friends.shareInvite': '{name} lädt dich ein, Freunde zu werden.',
  'friends.shareOwn': 'Das ist dein eigener Einladungslink. Teile ihn mit jemandem!',
  'friends.shareAlready': 'Du und {name} seid bereits befreundet.',
};

export default de;
