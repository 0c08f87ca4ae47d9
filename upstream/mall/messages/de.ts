import type { Translation } from '../../i18n';
import type en from './en';

export default {
  'mall.categoryId': 'Bitte wähle eine gültige Kategorie.',
  'mall.categoryNotFound': 'Diese Kategorie gibt es nicht.',
  'mall.goodsId': 'Bitte wähle ein gültiges Produkt.',
  'mall.goodsNotFound': 'Dieses Produkt gibt es nicht oder es wird nicht mehr verkauft.',
  'mall.orderId': 'Bitte wähle eine gültige Bestellung.',
  'mall.orderNotFound': 'Diese Bestellung gibt es nicht.',
  'mall.friend': 'Bitte wähle einen Freund, dem du das Geschenk schickst.',
  'mall.notAFriend': 'Du kannst nur deinen Freunden Geschenke schicken.',
  'mall.quantity': 'Bitte wähle eine Menge von 1 bis 10.',
  'mall.message': 'Deine Nachricht darf höchstens 200 Zeichen lang sein.',
  'mall.consignee': 'Bitte gib den Namen des Empfängers ein (bis zu 50 Zeichen).',
  'mall.phone': 'Bitte gib eine Telefonnummer ein: 5 bis 20 Ziffern, Leerzeichen, +, -, ( oder ).',
  'mall.address': 'Bitte gib die Lieferadresse ein (bis zu 300 Zeichen).',
  'mall.addressChoice': 'Gib die Lieferadresse ein oder lass deinen Freund sie eingeben: eines von beiden.',
  'mall.askRecipient': 'Das Feld „askRecipient“ muss true oder false sein.',
  'mall.outOfStock': 'Leider sind nicht mehr genug Stück von diesem Produkt da.',
  'mall.orderClosed': 'Diese Bestellung kann nicht mehr geändert werden.',
  'mall.fulfilment': 'Bitte wähle „versandt“ oder „zugestellt“.',
  'mall.fulfilmentOrder':
    'Eine Bestellung wird versandt, sobald sie bestätigt ist, und zugestellt, sobald sie versandt ist.',
  'mall.role': 'Bitte wähle „aufgegeben“ oder „erhalten“.',
  'mall.price': 'Bitte gib einen Preis von 1 bis 100.000 Goldmünzen ein.',
  'mall.stockChange':
    'Bitte gib eine Bestandsänderung ein: eine ganze Zahl außer 0, höchstens 100.000 in jede Richtung.',
  'mall.stockBelowZero': 'Der Bestand kann nicht unter null fallen.',
  'mall.onSale': 'Das Feld „onSale“ muss true oder false sein.',
  'mall.stage': 'Bitte wähle eine gültige Bestellphase.',
} satisfies Translation<typeof en>;
