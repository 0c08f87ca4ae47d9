import type shop from './en';

const ru: Record<keyof typeof shop, string> = {
  'paySuccess.title': 'Оплата прошла успешно',
  'paySuccess.body': 'Можно закрыть это окно. Покупка будет зачислена на ваш счёт автоматически. Если она не поступила, обновите страницу или обратитесь в службу поддержки.',
};

export default ru;
