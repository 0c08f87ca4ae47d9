import type shop from './en';

const ja: Record<keyof typeof shop, string> = {
  'paySuccess.title': 'お支払いが完了しました',
  'paySuccess.body': 'このウィンドウは閉じてかまいません。ご購入分は自動的にアカウントに反映されます。反映されない場合は、ページを再読み込みするかカスタマーサービスにお問い合わせください。',
};

export default ja;
