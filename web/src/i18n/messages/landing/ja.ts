import type landing from './en';

const ja: Record<keyof typeof landing, string> = {
  'landing.hero.title': '言葉の壁のない恋を',
  'landing.hero.body':
    'Across は世界中のシングルをつなぎます。メッセージは翻訳サービスが対応する言語の間で、あなたの言語か、あなたが話す別の言語に翻訳されます。',
  'landing.register': '無料でアカウント作成',
  'landing.values.title': '私たちの価値観',
  'landing.values.body':
    '誠実さ、敬意、そして異文化への好奇心。本当の関係は本当の会話から始まると私たちは信じています。',
  'landing.safety.title': '安全を第一に',
  'landing.safety.body': '認証済みのメールアドレス、ワンタップの通報とブロック、そしてすべての通報を確認するチーム。',
  'landing.guidelines.title': 'コミュニティガイドライン',
  'landing.guidelines.body':
    '思いやりを持ち、ありのままの自分で。ほかのメンバーにお金を求めてはいけません。ルール違反者は退会となります。',
  'landing.premium.title': 'シングルのためのプレミアムコミュニティ',
  'landing.premium.intro': '真剣にパートナーを探す人のために。',
  'landing.premium.elite.title': 'エリート会員',
  'landing.premium.elite.body': '真剣な交際を望む、意欲的で教養のあるシングルと出会えます。',
  'landing.premium.planning.title': 'ライフプラン',
  'landing.premium.planning.body': '家族、仕事、住まいについての計画を共有し、目標の合う相手を見つけましょう。',
  'landing.premium.privacy.title': 'セキュリティとプライバシー',
  'landing.premium.privacy.body':
    '写真やプロフィールを見せる相手はあなたが決めます。データは暗号化され、販売されることはありません。',
  'landing.download.title': 'Across をいつでも',
  'landing.download.body': 'iPhone と Android 向けのアプリを準備中です。',
  'landing.download.soon': '近日公開',
  'page.back': 'ホームに戻る',
  'page.about.title': 'Across について',
  'page.about.p1':
    'Across は国境を越えて出会いたい人のためのソーシャル・出会いコミュニティです。自動翻訳により、誰もが自分の言葉で書けます。',
  'page.about.p2': '距離や言葉で恋の相手が決まるべきではない。そう考えて Across を始めました。',
  'page.safety.title': '安全な出会いのために',
  'page.safety.p1':
    '会ったことのない相手に送金したり、銀行情報を教えたりしないでください。確信が持てるまで、会話は Across の中で続けましょう。',
  'page.safety.p2':
    '初めて会うときは人の多い場所を選び、行き先を友人に伝えてください。怪しいことがあれば通報を。すべての通報を確認します。',
  'page.privacy.title': 'プライバシーと利用規約',
  'page.privacy.p1':
    '保存するのは Across の運営に必要な情報だけです。アカウント、プロフィール、メッセージ。データを販売することはありません。',
  'page.privacy.p2':
    'Across は18歳以上の方のみご利用いただけます。アカウント設定からいつでも解約でき、その際データは削除されます。',
  'page.help.title': 'ヘルプセンター',
  'page.help.p1':
    'パスワードを忘れた場合は、ログイン画面の「パスワードをお忘れですか？」からコードをメールで受け取れます。',
  'page.help.p2':
    'その他のお問い合わせは、ログイン後にチャットパネルからカスタマーサービスへどうぞ。1日以内にお返事します。',
};

export default ja;
